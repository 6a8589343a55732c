import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  consentRecord,
  FULL_CONSENT,
  storedConsent,
} from '../../domain/site/consent.ts';
import { roConsent } from '../../i18n/ro/consent.ts';
import { consentRecordSchema } from './consent.ts';
import { toFieldErrors } from './field-errors.ts';

const ID = '7d9c1a52-3f4e-4b6a-8c2d-1e0f9a8b7c6d';
const valid = {
  consent_id: ID,
  policy_version: CONSENT_POLICY_VERSION,
  method: 'settings',
  analytics: true,
  marketing: false,
};
const errorsOf = (input: unknown) => {
  const result = v.safeParse(consentRecordSchema, input);
  return result.success ? {} : toFieldErrors(result.issues);
};

describe('consentRecordSchema', () => {
  it('accepts what the banner sends', () => {
    const body = consentRecord(storedConsent(FULL_CONSENT, ID, new Date()), 'accept_all');
    expect(v.parse(consentRecordSchema, body)).toEqual(body);
  });

  it.each([
    ['accept_all', true, true],
    ['reject_all', false, false],
    ['settings', true, false],
    ['settings', false, true],
    ['settings', false, false],
  ])('accepts %s with analytics %s and marketing %s', (method, analytics, marketing) => {
    expect(errorsOf({ ...valid, method, analytics, marketing })).toEqual({});
  });

  it('drops fields it does not know', () => {
    expect(v.parse(consentRecordSchema, { ...valid, ip: '10.0.0.1' })).toEqual(valid);
  });

  it.each([
    ['consent_id', { ...valid, consent_id: undefined }, roConsent.consentIdInvalid],
    ['consent_id', { ...valid, consent_id: 'not-a-uuid' }, roConsent.consentIdInvalid],
    ['consent_id', { ...valid, consent_id: 42 }, roConsent.consentIdInvalid],
    ['policy_version', { ...valid, policy_version: undefined }, roConsent.policyVersionInvalid],
    ['policy_version', { ...valid, policy_version: '1' }, roConsent.policyVersionInvalid],
    ['policy_version', { ...valid, policy_version: 0 }, roConsent.policyVersionInvalid],
    ['policy_version', { ...valid, policy_version: 1.5 }, roConsent.policyVersionInvalid],
    [
      'policy_version',
      { ...valid, policy_version: CONSENT_POLICY_VERSION + 1 },
      roConsent.policyVersionInvalid,
    ],
    ['method', { ...valid, method: undefined }, roConsent.methodInvalid],
    ['method', { ...valid, method: 'implicit' }, roConsent.methodInvalid],
    ['method', { ...valid, method: 'accept_all' }, roConsent.methodInvalid],
    ['method', { ...valid, method: 'reject_all' }, roConsent.methodInvalid],
    ['analytics', { ...valid, analytics: undefined }, roConsent.categoryInvalid],
    ['analytics', { ...valid, analytics: 'true' }, roConsent.categoryInvalid],
    ['marketing', { ...valid, marketing: 1 }, roConsent.categoryInvalid],
  ])('refuses a missing or bad %s (%o) with its message', (field, input, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message });
  });
});

/**
 * Body of `POST /consents`, the proof-of-consent log. The banner builds it with `consentRecord`
 * (src/domain/site/consent.ts); the server refuses anything else with 422. A method that contradicts
 * the categories (accept_all with a refused category) is refused too: the log must be self-consistent.
 */
import * as v from 'valibot';
import { CONSENT_METHODS, CONSENT_POLICY_VERSION, isConsentId } from '../../domain/site/consent.ts';
import { roConsent } from '../../i18n/ro/consent.ts';

/** Default of a required key: a missing key gets the field's own message (see rules.ts), not "Invalid key". */
const MISSING = null as never;

const category = () => v.optional(v.boolean(roConsent.categoryInvalid), MISSING);

export const consentRecordSchema = v.pipe(
  v.object({
    consent_id: v.pipe(
      v.optional(v.string(roConsent.consentIdInvalid), ''),
      v.check((id: string) => isConsentId(id), roConsent.consentIdInvalid),
    ),
    policy_version: v.pipe(
      v.optional(v.number(roConsent.policyVersionInvalid), MISSING),
      v.integer(roConsent.policyVersionInvalid),
      v.minValue(1, roConsent.policyVersionInvalid),
      v.maxValue(CONSENT_POLICY_VERSION, roConsent.policyVersionInvalid),
    ),
    method: v.optional(v.picklist(CONSENT_METHODS, roConsent.methodInvalid), MISSING),
    analytics: category(),
    marketing: category(),
  }),
  v.forward(
    v.check(({ method, analytics, marketing }) => {
      if (method === 'settings') return true;
      const all = method === 'accept_all';
      return analytics === all && marketing === all;
    }, roConsent.methodInvalid),
    ['method'],
  ),
);

export type ConsentRecordBody = v.InferOutput<typeof consentRecordSchema>;

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors } from '../../lib/validation/testing/schema-helpers.ts';
import { newsletterSchema } from './newsletter-schema.ts';

const m = roValidation;
const valid = { email: 'ion@exemplu.ro', data_protection: 'on' };

describe('newsletterSchema', () => {
  it('accepts an e-mail with the consent ticked', () => {
    expect(v.parse(newsletterSchema, valid)).toEqual({ email: 'ion@exemplu.ro', data_protection: true });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['nothing', {}, { email: m.emailRequired, data_protection: m.dataProtection }],
    ['bad email', { ...valid, email: 'ion' }, { email: m.emailInvalid }],
    ['no consent', { ...valid, data_protection: false }, { data_protection: m.dataProtection }],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(newsletterSchema, input)).toEqual(errors);
  });
});

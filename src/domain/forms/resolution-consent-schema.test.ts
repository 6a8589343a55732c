import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors } from '../../lib/validation/testing/schema-helpers.ts';
import { resolutionConsentSchema } from './resolution-consent-schema.ts';

describe('resolutionConsentSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ data_protection: true }, {}],
    [{ data_protection: false }, { data_protection: roValidation.fieldRequired }],
    [{}, { data_protection: roValidation.fieldRequired }],
  ])('%j → %j', (input, errors) => {
    expect(fieldErrors(resolutionConsentSchema, input)).toEqual(errors);
  });
});

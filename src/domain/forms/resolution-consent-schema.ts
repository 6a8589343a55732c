/** The data-protection tick before continuing from an approved resolution. */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { checked } from '../../lib/validation/rules.ts';

export const resolutionConsentSchema = v.object({
  data_protection: checked(roValidation.fieldRequired),
});

export type ResolutionConsentInput = v.InferInput<typeof resolutionConsentSchema>;
export type ResolutionConsent = v.InferOutput<typeof resolutionConsentSchema>;

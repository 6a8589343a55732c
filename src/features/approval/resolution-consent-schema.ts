/** The data-protection tick before continuing from an approved resolution. */
import * as v from 'valibot';
import { ro } from '../../i18n/ro.ts';
import { checked } from '../../lib/validation/rules.ts';

export const resolutionConsentSchema = v.object({
  data_protection: checked(ro.validation.fieldRequired),
});

export type ResolutionConsentInput = v.InferInput<typeof resolutionConsentSchema>;
export type ResolutionConsent = v.InferOutput<typeof resolutionConsentSchema>;

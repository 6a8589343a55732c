/**
 * 'Anunta-ma cand scade pretul' on /favorite and `POST /price-alerts` body (issue 37): the car, the
 * address its alert goes to and the data-protection consent of the other forms.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { checked, email } from '../../lib/validation/rules.ts';
import { SKU_PATTERN } from '../ids.ts';

const m = roValidation;

export const priceAlertSchema = v.object({
  sku: v.pipe(v.string(m.fieldRequired), v.regex(SKU_PATTERN, m.fieldRequired)),
  email: email(),
  data_protection: checked(m.dataProtection),
});

export type PriceAlertInput = v.InferInput<typeof priceAlertSchema>;
export type PriceAlertRequest = v.InferOutput<typeof priceAlertSchema>;

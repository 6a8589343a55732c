/** "Trimite-mi oferta": the form and `POST /saved-quotes` body (issue 37). */
import * as v from 'valibot';
import { roQuoteOffer } from '../../i18n/ro/quote-offer.ts';
import { roValidation } from '../../i18n/ro/validation.ts';
import { checked, email } from '../../lib/validation/rules.ts';
import { isCanonicalQuote } from '../financing/saved-quote.ts';
import { SKU_PATTERN } from '../ids.ts';

export const savedQuoteSchema = v.object({
  sku: v.pipe(v.string(roValidation.fieldRequired), v.regex(SKU_PATTERN, roValidation.fieldRequired)),
  // Written by the panel, never typed: a refusal tells the shopper to choose the terms again.
  terms: v.pipe(v.string(roQuoteOffer.termsInvalid), v.check(isCanonicalQuote, roQuoteOffer.termsInvalid)),
  email: email(),
  data_protection: checked(roValidation.dataProtection),
});

export type SavedQuoteInput = v.InferInput<typeof savedQuoteSchema>;
export type SavedQuoteRequest = v.InferOutput<typeof savedQuoteSchema>;

/** What the shopper fills in; the panel's address gives the car and the terms. */
export const savedQuoteFormSchema = v.pick(savedQuoteSchema, ['email', 'data_protection']);

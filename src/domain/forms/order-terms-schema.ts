/**
 * The financing terms' choices the approval steps accept (spec sections 3 and 9); the order's types,
 * person and currency codes are in ../order/order-terms.ts. Percent values:
 * down payment and residual as the calculator offers them (leasing 10 is read as 15 upstream).
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { choice } from '../../lib/validation/rules.ts';
import { FINANCING_MONTHS } from '../order/order-terms.ts';

const m = roValidation;

export const DOWN_PAYMENTS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
export const RESIDUALS = [0, 5, 10, 15, 20] as const;

/** The adjustable terms of a financing order (contact step, resolution adjustments). */
export const financingTermsEntries = {
  months: choice(FINANCING_MONTHS, m.chooseOption),
  downpayment: choice(DOWN_PAYMENTS, m.chooseOption),
  residual: choice(RESIDUALS, m.chooseOption),
};

export const adjustTermsSchema = v.object(financingTermsEntries);
export type AdjustTermsInput = v.InferInput<typeof adjustTermsSchema>;
export type AdjustTerms = v.InferOutput<typeof adjustTermsSchema>;

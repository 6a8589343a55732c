/**
 * Codes and financing terms shared by the approval steps (spec sections 3 and 9). Percent values:
 * down payment and residual as the calculator offers them (leasing 10 is read as 15 upstream).
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { choice } from '../../lib/validation/rules.ts';

const m = roValidation;

export const FINANCING_TYPES = ['credit', 'leasing'] as const;
export const SUBSCRIPTION_TYPE = 'carSubscription';
export type FinancingType = (typeof FINANCING_TYPES)[number];
export type OrderType = FinancingType | typeof SUBSCRIPTION_TYPE;

export const PERSON = { individual: 1, company: 2 } as const;
export const CURRENCY = { RON: 1, EUR: 2 } as const;

export const FINANCING_MONTHS = [12, 24, 36, 48, 60] as const;
export const DOWN_PAYMENTS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55] as const;
export const RESIDUALS = [0, 5, 10, 15, 20] as const;
export const SUBSCRIPTION_MONTHS = [3, 6, 12] as const;
export const MONTHLY_KM = [1000, 1500, 2000, 3000] as const;

/** The adjustable terms of a financing order (contact step, resolution adjustments). */
export const financingTermsEntries = {
  months: choice(FINANCING_MONTHS, m.chooseOption),
  downpayment: choice(DOWN_PAYMENTS, m.chooseOption),
  residual: choice(RESIDUALS, m.chooseOption),
};

export const adjustTermsSchema = v.object(financingTermsEntries);
export type AdjustTermsInput = v.InferInput<typeof adjustTermsSchema>;
export type AdjustTerms = v.InferOutput<typeof adjustTermsSchema>;

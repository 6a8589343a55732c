/**
 * The terms a car's own payment tables price for an individual or a company (spec section 4): the
 * refused shopper's adjust form offers only these, and the affordability rule searches them for the
 * smallest change that fits. Pure and free of validation code, so the car page's lazily loaded
 * affordability check does not pull the schema library in.
 */

import type { FinancingPaymentInfo } from '../cms-schemas.ts';
import type { FinancingType } from '../order/order-terms.ts';

export interface TermOptions {
  readonly months: readonly number[];
  readonly downpayments: readonly number[];
  /** Empty for credit (no residual value). */
  readonly residuals: readonly number[];
}

export interface TermsContext {
  readonly product: FinancingType;
  readonly person: 1 | 2;
  readonly currency: 1 | 2;
}

const numericKeys = (record: Record<string, unknown>) =>
  Object.keys(record)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);

const unique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Leasing for an individual in EUR starts at 30% down payment (spec section 4). */
function minimumDownpayment({ product, person, currency }: TermsContext): number {
  return product === 'leasing' && person === 1 && currency === 2 ? 30 : 0;
}

export function termOptions(info: FinancingPaymentInfo, context: TermsContext): TermOptions {
  const floor = minimumDownpayment(context);
  if (context.product === 'credit') {
    const downpayments = numericKeys(info.credit).filter((percent) => percent >= floor);
    const months = downpayments.flatMap((key) => numericKeys(info.credit[String(key)]?.monthlyPayment ?? {}));
    return { months: unique(months), downpayments, residuals: [] };
  }
  const table = context.person === 1 ? info.leasing_fizica : info.leasing_juridica;
  const downpayments = numericKeys(table).filter((percent) => percent >= floor);
  const entries = downpayments.flatMap((key) => table[String(key)] ?? []);
  // Only the residual cells the car page's calculator prices (5–20 %); a leasing without a residual
  // is not offered there, so it is not offered here either.
  const months = entries.flatMap((entry) =>
    Object.values(entry.residualRate).flatMap((rate) => numericKeys(rate.monthlyPayment)),
  );
  const residuals = entries.flatMap((entry) => numericKeys(entry.residualRate));
  return { months: unique(months), downpayments, residuals: unique(residuals) };
}

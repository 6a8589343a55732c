/**
 * The order's figures looked up in the car's financing table (payment_info) for the order's
 * current terms: the new monthly instalment the decision engine weighs, and the amounts the
 * contract shows. Leasing in EUR uses the variable-rate LFEURO instalment where the table has it.
 */

import type { FinancingPaymentInfo, MonthlyFigures } from '../../src/domain/cms-schemas.ts';
import { type CurrencyName, currencyName, type OrderTerms } from '../../src/domain/order/order-terms.ts';

/** The terms a financing table is looked up by (the domain's words, see order-terms.ts). */
export type FinancingTerms = Pick<
  OrderTerms,
  'type' | 'person' | 'currency' | 'months' | 'downPayment' | 'residual'
>;

export interface OrderFigures {
  currency: CurrencyName;
  instalment: number;
  downpayment: number;
  financedValue: number;
  residualValue: number | null;
}

/** null when the table has no cell for these terms (the route answers 422). */
export function orderFigures(info: FinancingPaymentInfo, terms: FinancingTerms): OrderFigures | null {
  const currency = currencyName(terms.currency);
  const dp = String(terms.downPayment);
  const months = String(terms.months);
  if (terms.type === 'credit') {
    const entry = info.credit[dp];
    const cell = entry?.monthlyPayment[months];
    if (!entry || !cell) return null;
    return {
      currency,
      instalment: cell[currency],
      downpayment: entry.downpayment[currency],
      financedValue: entry.financedValue[currency],
      residualValue: null,
    };
  }
  if (terms.type !== 'leasing') return null;
  const entry = (terms.person === 1 ? info.leasing_fizica : info.leasing_juridica)[dp];
  const residual = terms.residual === null ? null : entry?.residualRate[String(terms.residual)];
  if (!entry || residual === undefined) return null;
  const cell = (residual ?? entry).monthlyPayment[months];
  if (!cell) return null;
  return {
    currency,
    instalment: leasingInstalment(cell, currency),
    downpayment: entry.downpayment[currency],
    financedValue: entry.financedValue[currency],
    residualValue: residual ? residual.residualValue[currency] : null,
  };
}

function leasingInstalment(cell: MonthlyFigures, currency: CurrencyName): number {
  return currency === 'EUR' ? (cell.LFEURO ?? cell.EUR) : cell.RON;
}

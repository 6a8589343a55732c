/**
 * The representative example every advertised credit or leasing rate must carry for individuals
 * (Consumer Credit Directive (EU) 2023/2225, art. 8), and the figures the SECCI form repeats
 * (art. 10, Annex I). It is computed by computeFinancingOffer, the function the financing panel
 * prices with, so an example or a SECCI can never disagree with the calculator; this module only
 * adds what the panel leaves implicit (cash price, rate type, the instalment without CASCO).
 *
 * The directive covers consumers: companies (PJ) and the subscription (a rental without a
 * purchase option) get a typed "not covered" answer instead of an example.
 */

import type { FinancingPaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import type { Currency, FinancingType } from '../order/order-terms.ts';
import { computeFinancingOffer, type FinancingOffer, instalmentWithoutCasco } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';

/** Fixed for RON credit and leasing; the EUR leasing rate (LF*) follows roLegal.referenceRate. */
export type RateType = 'fixed' | 'variable';

export interface RepresentativeExample {
  readonly type: FinancingType;
  readonly currency: Currency;
  readonly months: number;
  /** Down payment percent as the tables key it. */
  readonly downPaymentPercent: number;
  /** Leasing residual percent; null for credit. */
  readonly residualPercent: number | null;
  /** The car's price paid in cash: down payment plus the amount financed. */
  readonly cashPrice: number;
  readonly downPayment: number;
  /** Total amount of credit (the amount financed). */
  readonly totalCreditAmount: number;
  readonly residualValue: number | null;
  readonly rateType: RateType;
  /** Yearly borrowing rate, percent. */
  readonly borrowingRate: number;
  /** DAE of the loan (the panel's figure). */
  readonly dae: number;
  /** DAE with the bundled CASCO counted as a cost of the credit. */
  readonly daeWithCasco: number;
  readonly totalPayable: number;
  /** The panel's monthly instalment, CASCO included. */
  readonly monthly: number;
  /** The same instalment without the bundled CASCO premium. */
  readonly monthlyWithoutCasco: number;
  readonly casco: number;
  readonly fileFee: number;
}

export type NotCovered = {
  readonly ok: false;
  /** company: the directive protects consumers; subscription: no credit, no purchase option. */
  readonly reason: 'company' | 'subscription' | 'missing-combination';
};

export type RepresentativeExampleResult =
  | { readonly ok: true; readonly example: RepresentativeExample }
  | NotCovered;

/** Rebuilds the example from the panel's offer; exported so a caller holding the offer reuses it. */
export function exampleFromOffer(offer: FinancingOffer, params: FinancingParams): RepresentativeExample {
  return {
    type: offer.type,
    currency: offer.currency,
    months: params.months,
    downPaymentPercent: params.upFront,
    residualPercent: offer.residualValue === null ? null : params.residual,
    cashPrice: roundMoney(offer.downPayment + offer.financedValue),
    downPayment: offer.downPayment,
    totalCreditAmount: offer.financedValue,
    residualValue: offer.residualValue,
    rateType: offer.type === 'leasing' && offer.currency === 2 ? 'variable' : 'fixed',
    borrowingRate: offer.interestRate,
    dae: offer.dae,
    daeWithCasco: offer.daeTotal,
    totalPayable: offer.totalPayable,
    monthly: offer.monthly,
    monthlyWithoutCasco: instalmentWithoutCasco(offer),
    casco: offer.casco,
    fileFee: offer.analizaDosar,
  };
}

/**
 * The representative example for the terms chosen, or why there is none.
 * @example representativeExample(info, DEFAULT_FINANCING_PARAMS) // the card's "de la" cell
 */
export function representativeExample(
  info: FinancingPaymentInfo,
  params: FinancingParams = DEFAULT_FINANCING_PARAMS,
): RepresentativeExampleResult {
  if (params.type === 'carSubscription') return { ok: false, reason: 'subscription' };
  if (params.person === 2) return { ok: false, reason: 'company' };
  const result = computeFinancingOffer(info, params);
  if (!result.ok) return { ok: false, reason: 'missing-combination' };
  return { ok: true, example: exampleFromOffer(result.offer, params) };
}

/**
 * The month-by-month payment schedule (scadentar) of a financing offer. It starts from the very
 * figures the panel shows (`computeFinancingOffer`), so the PDF can never disagree with the page:
 * every instalment is the panel's monthly figure to the cent, CASCO is the insurance share of it,
 * and the rest is split into interest (balance × monthly rate, rounded to cents) and principal.
 * Rounding drift (the tables round instalment and CASCO to cents: under a cent per month) is
 * absorbed by the last month's interest, so the balance ends exactly at the residual value
 * (leasing) or at zero (credit).
 */
import type { FinancingPaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import { computeFinancingOffer, type FinancingOffer, type Missing } from './financing-offer.ts';
import type { FinancingParams } from './financing-params.ts';

export interface PaymentScheduleRow {
  readonly month: number;
  /** The whole instalment, CASCO included: equals the panel's monthly figure. */
  readonly instalment: number;
  readonly interest: number;
  readonly principal: number;
  readonly casco: number;
  /** Outstanding principal after this month. */
  readonly balance: number;
}

export interface PaymentSchedule {
  readonly offer: FinancingOffer;
  readonly rows: readonly PaymentScheduleRow[];
  /** Leasing: the residual value paid after the last instalment; null for credit. */
  readonly finalPayment: number | null;
}

export function buildPaymentSchedule(
  info: FinancingPaymentInfo,
  params: FinancingParams,
): { readonly ok: true; readonly schedule: PaymentSchedule } | Missing {
  const result = computeFinancingOffer(info, params);
  if (!result.ok) return result;
  const { offer } = result;
  const { casco } = offer;
  const loanPayment = roundMoney(offer.monthly - casco);
  const balloon = offer.residualValue ?? 0;
  const rate = offer.interestRate / 1200;
  const months = params.months;
  const rows: PaymentScheduleRow[] = [];
  let balance = offer.financedValue;
  for (let month = 1; month <= months; month++) {
    const last = month === months;
    const principal = last
      ? roundMoney(balance - balloon)
      : roundMoney(loanPayment - roundMoney(balance * rate));
    const interest = roundMoney(loanPayment - principal);
    balance = last ? balloon : roundMoney(balance - principal);
    rows.push({ month, instalment: offer.monthly, interest, principal, casco, balance });
  }
  return {
    ok: true,
    schedule: { offer, rows, finalPayment: offer.residualValue },
  };
}

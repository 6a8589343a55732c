/**
 * Affordability of a credit or leasing instalment for an individual (issue 15.3): the debt-service
 * ratio, the cap of BNR Regulation 17/2012 (as amended by Regulation 6/2018) that applies, whether
 * the instalment fits, and the smallest change of terms from the car's own tables that would fit.
 *
 * One rule for both sides: the financing panel's "Verifica daca iti permiti" hint and the server's
 * decision engine (server/decision/individual.ts) both call `affordability`, and the refusal screen's
 * suggestion is `smallestFittingChange` run by the server on the order's terms, so a hint and a
 * decision can never disagree (shared table test: server/decision/affordability-shared.test.ts).
 * Pure: no framework imports; amounts in RON, the income being a RON income (spec section 5).
 */

import type { FinancingPaymentInfo } from '../cms-schemas.ts';
import { computeFinancingOffer, type FinancingOffer } from '../financing/financing-offer.ts';
import type { FinancingParams } from '../financing/financing-params.ts';
import { roundMoney, toRon } from '../money.ts';
import { type CurrencyName, currencyName } from '../order/order-terms.ts';
import { termOptions } from './term-options.ts';

/**
 * Debt-service-to-income caps for a borrower earning in lei. The product's currency decides, not
 * that of the debts already held: a RON credit is capped at 40% even when the existing debts are
 * partly in EUR (the "mixed" case); an EUR credit or leasing carries the currency risk, so 20%.
 */
export const DSTI_CAP: Readonly<Record<CurrencyName, number>> = { RON: 0.4, EUR: 0.2 };

export interface DebtServiceInput {
  /** Net monthly income in RON (applicant plus any co-debtor). */
  readonly incomeRon: number;
  /** Monthly payments already owed, in RON. */
  readonly obligationsRon: number;
  /** The new instalment converted to RON. */
  readonly instalmentRon: number;
  readonly currency: CurrencyName;
}

export interface Affordability {
  /** (obligations + instalment) / income, 4 decimals; Infinity without income. */
  readonly ratio: number;
  readonly cap: number;
  readonly fits: boolean;
}

export function affordability(input: DebtServiceInput): Affordability {
  const cap = DSTI_CAP[input.currency];
  const owed = input.obligationsRon + input.instalmentRon;
  if (!(input.incomeRon > 0)) return { ratio: Number.POSITIVE_INFINITY, cap, fits: false };
  // Compared in cents, so "exactly 40%" fits whatever the binary fractions of the inputs.
  const fits = roundMoney(owed) <= roundMoney(input.incomeRon * cap);
  return { ratio: Math.round((owed / input.incomeRon) * 10_000) / 10_000, cap, fits };
}

/** The currency the offer is paid in and its instalment in RON at the tables' EUR/RON rate. */
export function offerInstalment(
  offer: Pick<FinancingOffer, 'monthly' | 'currency'>,
  eurRonRate: number,
): { readonly currency: CurrencyName; readonly ron: number } {
  const currency = currencyName(offer.currency);
  return { currency, ron: toRon(offer.monthly, currency, eurRonRate) };
}

export interface HouseholdMoney {
  readonly incomeRon: number;
  readonly obligationsRon: number;
  readonly eurRonRate: number;
}

export interface OfferAffordability extends Affordability {
  readonly offer: FinancingOffer;
  readonly instalmentRon: number;
  readonly currency: CurrencyName;
}

/** The panel's offer for `params` weighed against the household's money; null without a cell. */
export function offerAffordability(
  info: FinancingPaymentInfo,
  params: FinancingParams,
  money: HouseholdMoney,
): OfferAffordability | null {
  const result = computeFinancingOffer(info, params);
  if (!result.ok) return null;
  const instalment = offerInstalment(result.offer, money.eurRonRate);
  const verdict = affordability({
    incomeRon: money.incomeRon,
    obligationsRon: money.obligationsRon,
    instalmentRon: instalment.ron,
    currency: instalment.currency,
  });
  return {
    ...verdict,
    offer: result.offer,
    instalmentRon: roundMoney(instalment.ron),
    currency: instalment.currency,
  };
}

/** One term changed: a longer duration, a bigger down payment, or lei instead of euro. */
export type ChangeKind = 'months' | 'downpayment' | 'currency';

export interface FittingChange extends OfferAffordability {
  readonly kind: ChangeKind;
  readonly params: FinancingParams;
}

/**
 * The smallest single change of terms that fits, or null when none does (or the product is not
 * an individual's credit or leasing). For each kind the nearest value the car's tables price is
 * tried (the next longer term, the next bigger down payment, the same terms in lei); among those
 * that fit, the smallest change is the one that moves the instalment least, i.e. keeps the
 * highest debt-service ratio under the cap.
 */
export function smallestFittingChange(
  info: FinancingPaymentInfo,
  params: FinancingParams,
  money: HouseholdMoney,
): FittingChange | null {
  if (params.person !== 1 || (params.type !== 'credit' && params.type !== 'leasing')) return null;
  const options = termOptions(info, { product: params.type, person: 1, currency: params.currency });
  const tries: { kind: ChangeKind; candidates: FinancingParams[] }[] = [
    {
      kind: 'months',
      candidates: options.months.filter((m) => m > params.months).map((months) => ({ ...params, months })),
    },
    {
      kind: 'downpayment',
      candidates: options.downpayments
        .filter((dp) => dp > params.upFront)
        .map((upFront) => ({ ...params, upFront })),
    },
    { kind: 'currency', candidates: params.currency === 2 ? [{ ...params, currency: 1 }] : [] },
  ];
  const fitting = tries.flatMap(({ kind, candidates }) => {
    for (const candidate of candidates) {
      const weighed = offerAffordability(info, candidate, money);
      if (weighed?.fits) return [{ ...weighed, kind, params: candidate }];
    }
    return [];
  });
  return fitting.reduce<FittingChange | null>(
    (best, change) => (best === null || change.ratio > best.ratio ? change : best),
    null,
  );
}

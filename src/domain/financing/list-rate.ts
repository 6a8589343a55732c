/**
 * A car's monthly rate for the list (issue 37, "Buget lunar"): the lowest monthly amount, all in,
 * in lei, that the car page's panels show at their default terms for a person. No formula of its
 * own: the figures are the panels' (computeFinancingOffer, subscriptionMonthlyPrice) on the terms
 * the panels start from (DEFAULT_FINANCING_PARAMS with the type and person the visitor picks,
 * DEFAULT_SUBSCRIPTION_PARAMS). The server computes it once when a car's tables are written and
 * carries it in the list (cars.rate_*_ron), which has no tables.
 */
import type { MonthlyRates } from '../catalog/car-sort.ts';
import type { PaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import type { Person } from '../order/order-terms.ts';
import { computeFinancingOffer } from './financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
  withPerson,
  withType,
} from './financing-params.ts';
import { subscriptionMonthlyPrice } from './subscription-offer.ts';

/**
 * The financing panel's terms for a person as the visitor reaches them: the panel opens on credit
 * (individuals only, in lei); choosing leasing or a company moves to leasing at its defaults.
 */
export function defaultLoanTerms(person: Person): FinancingParams[] {
  const leasing = withPerson(withType(DEFAULT_FINANCING_PARAMS, 'leasing'), person);
  return person === 1 ? [DEFAULT_FINANCING_PARAMS, leasing] : [leasing];
}

/** The subscription panel's first figure for a person, in lei at the tables' own rate. */
function subscriptionRate(
  info: Extract<PaymentInfo, { kind: 'subscription' }>,
  person: Person,
): number | null {
  const price = subscriptionMonthlyPrice(info, { ...DEFAULT_SUBSCRIPTION_PARAMS, person });
  return price.ok ? roundMoney(price.monthly * info.exchangeRate) : null;
}

/**
 * The lowest default monthly rate in lei for a person; null when the car's tables price none of
 * the default terms (such a car never matches a budget).
 * @example defaultMonthlyRate(creditTables, 1) // the credit's 60-month instalment at 55 % down, RON
 */
export function defaultMonthlyRate(info: PaymentInfo, person: Person): number | null {
  if (info.kind === 'subscription') return subscriptionRate(info, person);
  const rates = defaultLoanTerms(person).flatMap((terms) => {
    const result = computeFinancingOffer(info, terms);
    return result.ok ? [result.offer.monthly] : [];
  });
  return rates.length === 0 ? null : Math.min(...rates);
}

export function monthlyRatesOf(info: PaymentInfo): MonthlyRates {
  return { individual: defaultMonthlyRate(info, 1), company: defaultMonthlyRate(info, 2) };
}

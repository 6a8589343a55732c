/**
 * Subscription panel rules (spec section 9): person 1..2; duration slider 3..9 step 3 giving
 * 3, 6 or 12 months (9 maps to 12); monthly km slider 1000..2500 step 500 giving 1000, 1500,
 * 2000 or 3000 (2500 maps to 3000); the monthly price comes from the car's price table.
 */

import type { SubscriptionPaymentInfo } from '../cms-schemas.ts';
import {
  type Person,
  SUBSCRIPTION_KM,
  SUBSCRIPTION_MONTHS,
  type SubscriptionKm,
  type SubscriptionMonths,
} from '../order/order-terms.ts';
import type { FinancingParams } from './financing-params.ts';
import { shownAmount } from './vat.ts';

export interface SubscriptionSlider<T extends number> {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly toValue: (position: number) => T;
  readonly toPosition: (value: T) => number;
}

function stepSlider<T extends number>(
  min: number,
  step: number,
  values: readonly T[],
): SubscriptionSlider<T> {
  const max = min + step * (values.length - 1);
  return {
    min,
    max,
    step,
    toValue: (position) => {
      const index = Math.round((Math.min(max, Math.max(min, position)) - min) / step);
      return values[index] ?? (values[0] as T);
    },
    toPosition: (value) => min + Math.max(0, values.indexOf(value)) * step,
  };
}

export const PERSON_SLIDER = stepSlider<Person>(1, 1, [1, 2]);
export const DURATION_SLIDER = stepSlider<SubscriptionMonths>(3, 3, SUBSCRIPTION_MONTHS);
export const KM_SLIDER = stepSlider<SubscriptionKm>(1000, 500, SUBSCRIPTION_KM);

export function isSubscriptionMonths(value: number): value is SubscriptionMonths {
  return (SUBSCRIPTION_MONTHS as readonly number[]).includes(value);
}

export function isSubscriptionKm(value: number): value is SubscriptionKm {
  return (SUBSCRIPTION_KM as readonly number[]).includes(value);
}

export type SubscriptionPriceResult =
  | { readonly ok: true; readonly monthly: number }
  | { readonly ok: false; readonly reason: 'missing-combination' };

/** Monthly EUR price for person, months and km from the price table; companies without VAT. */
export function subscriptionMonthlyPrice(
  info: SubscriptionPaymentInfo,
  params: Pick<FinancingParams, 'person' | 'months' | 'range'>,
): SubscriptionPriceResult {
  if (!isSubscriptionMonths(params.months) || !isSubscriptionKm(params.range)) {
    return { ok: false, reason: 'missing-combination' };
  }
  const withVat = info.price_table[`${params.range}`][`price_months_${params.months}`];
  return { ok: true, monthly: shownAmount(withVat, params.person) };
}

/** The lowest monthly price over all terms, for "de la {amount} €". Null when there are none. */
export function lowestSubscriptionPrice(info: SubscriptionPaymentInfo): number | null {
  const prices = info.periods.map((period) => period.price);
  return prices.length === 0 ? null : Math.min(...prices);
}

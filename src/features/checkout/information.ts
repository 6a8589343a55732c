/**
 * The figures of the "Informatii" block (spec section 2, Resolution), computed from the order's
 * terms and the car tables it carries, with the panels' own pricing functions so the checkout shows
 * exactly what the car page offered. Companies see financing amounts without VAT (/1.21), CASCO
 * included; subscription prices follow the same person rule.
 */

import { computeFinancingOffer } from '../../domain/financing/financing-offer.ts';
import { subscriptionMonthlyPrice } from '../../domain/financing/subscription-offer.ts';
import { offerUrl, scheduleUrl } from '../../domain/financing/timetable-links.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import type { FinancingType } from '../../domain/order/order-terms.ts';
import { paramsOf } from '../../domain/order/summary/summary-sources.ts';

export interface SubscriptionInformation {
  readonly kind: 'subscription';
  /** EUR per month; null when the tables no longer hold the order's combination. */
  readonly monthly: number | null;
  readonly months: number;
  /** yyyy-MM-dd */
  readonly pickupDate: string | null;
  readonly offerUrl: string;
}

export interface FinancingInformation {
  readonly kind: FinancingType;
  readonly currency: 1 | 2;
  /** Credit value (credit) or financed value (leasing). */
  readonly amount: number;
  readonly monthly: number;
  readonly downPayment: number;
  readonly vatIncluded: boolean;
  readonly scheduleUrl: string;
}

export type Information = SubscriptionInformation | FinancingInformation;

/** What a read-back leaves open (a credit's residual, a loan's km) counts as 0 for the pricing. */
/** null when the car's tables cannot price the order (changed after the order was made). */
export function informationOf(order: OrderReadBack, apiBase: string): Information | null {
  const params = paramsOf(order);
  const info = order.payment_info;
  if (order.credit_type === 'carSubscription') {
    if (info.kind !== 'subscription') return null;
    const price = subscriptionMonthlyPrice(info, params);
    return {
      kind: 'subscription',
      monthly: price.ok ? price.monthly : null,
      months: order.months,
      pickupDate: order.data_preluare,
      offerUrl: offerUrl(apiBase, params, order.sku),
    };
  }
  if (info.kind !== 'financing') return null;
  const result = computeFinancingOffer(info, params);
  if (!result.ok) return null;
  const { offer } = result;
  return {
    kind: order.credit_type,
    currency: order.currency,
    amount: offer.financedValue,
    monthly: offer.monthly,
    downPayment: offer.downPayment,
    vatIncluded: offer.vatIncluded,
    scheduleUrl: scheduleUrl(apiBase, params, order.sku),
  };
}

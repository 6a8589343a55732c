/**
 * The lines of the order summary that follows the shopper through the approval steps and the
 * checkout: the car, the product and its terms, the monthly rate, the fee paid by card, the
 * delivery and the total due now. The monthly rate comes from the car page's own pricing
 * functions (computeFinancingOffer, subscriptionMonthlyPrice), so the summary never disagrees with
 * the panel that priced the offer or with the information block of the payment step.
 *
 * What the card is charged: the payment service opens the checkout for the order's fee alone
 * (server/routes/payments/payment-service.ts charges `reservationFee`), so the total due now is
 * the fee; a home delivery's transport cost is stored with the order and paid separately, and the
 * summary says so instead of adding it to a total the card would not charge.
 *
 * Promotions (issue 31.2) are the order's, or the car's before the order exists: a first-month
 * discount shows the first month's price, a free delivery a transport of 0 (the payment step's
 * deliveryCost already applied it to `delivery.total`).
 */

import { type FirstMonthPrice, firstMonthPrice, freeDelivery } from '../../catalog/promotions.ts';
import type { PaymentInfo, Promotion } from '../../cms-schemas.ts';
import { computeFinancingOffer } from '../../financing/financing-offer.ts';
import type { FinancingParams } from '../../financing/financing-params.ts';
import { subscriptionMonthlyPrice } from '../../financing/subscription-offer.ts';
import type { Currency, OrderType, Person } from '../order-terms.ts';

export interface SummaryCar {
  readonly name: string;
  readonly sku: string;
  /** Storage path of the profile photo; null when the car could not be read. */
  readonly photo: string | null;
}

export interface SummaryTerms extends FinancingParams {
  /** Subscription pickup date, yyyy-MM-dd. */
  readonly pickupDate: string | null;
}

/** The fee in EUR and, once the order exists, in lei at the order's rate (as the card charges it). */
export interface SummaryFee {
  readonly eur: number;
  readonly ron: number | null;
}

export type SummaryDelivery =
  /** The approval steps: pickup or delivery is chosen on the payment step. */
  | { readonly kind: 'undecided' }
  | { readonly kind: 'pickup' }
  /** `total` is the transport cost in EUR as the order pays it; null until a county is chosen. */
  | { readonly kind: 'home'; readonly total: number | null };

export interface SummaryInput {
  readonly car: SummaryCar;
  readonly terms: SummaryTerms;
  /** The car's tables; null when the car could not be read. */
  readonly paymentInfo: PaymentInfo | null;
  /** The order's fee; before the order exists, the setting's EUR figure without lei. */
  readonly fee: SummaryFee;
  readonly delivery: SummaryDelivery;
  /** The order's promotions (the car's before the order exists). */
  readonly promotions: readonly Promotion[];
}

export interface SummaryMonthly {
  readonly amount: number;
  readonly currency: Currency;
  /** False for companies: the rate is shown without VAT. */
  readonly vatIncluded: boolean;
}

export interface SummaryLines {
  readonly car: SummaryCar;
  readonly product: OrderType;
  readonly person: Person;
  readonly months: number;
  /** Financing: down payment percent, currency. Null for a subscription. */
  readonly downPayment: number | null;
  readonly currency: Currency | null;
  /** Leasing only. */
  readonly residual: number | null;
  /** Subscription only. */
  readonly kmPerMonth: number | null;
  readonly pickupDate: string | null;
  /** Null when the car's tables do not price these terms (or were not read). */
  readonly monthly: SummaryMonthly | null;
  /** A subscription's first month under a first-month discount, on the monthly price's basis. */
  readonly firstMonth: FirstMonthPrice | null;
  readonly fee: SummaryFee & { readonly kind: 'reservation' | 'guarantee' };
  readonly delivery: SummaryDelivery;
  /** The free-delivery promotion's label: home delivery costs nothing. Null without one. */
  readonly freeDelivery: string | null;
  /** What the card is charged now: the fee alone. */
  readonly dueNow: SummaryFee;
  /** Transport cost (EUR) paid apart from the card payment; null when none is known. */
  readonly deliveryPaidLater: number | null;
}

function monthlyRate(terms: SummaryTerms, info: PaymentInfo | null): SummaryMonthly | null {
  if (info === null) return null;
  if (terms.type === 'carSubscription') {
    if (info.kind !== 'subscription') return null;
    const price = subscriptionMonthlyPrice(info, terms);
    return price.ok ? { amount: price.monthly, currency: 2, vatIncluded: terms.person === 1 } : null;
  }
  if (info.kind !== 'financing') return null;
  const result = computeFinancingOffer(info, terms);
  if (!result.ok) return null;
  return {
    amount: result.offer.monthly,
    currency: result.offer.currency,
    vatIncluded: result.offer.vatIncluded,
  };
}

/**
 * @example orderSummary({ car, terms: { ...params, pickupDate: null }, paymentInfo, fee: { eur: 220, ron: null },
 *   delivery: { kind: 'undecided' } }).dueNow // { eur: 220, ron: null } for credit
 */
export function orderSummary({
  car,
  terms,
  paymentInfo,
  fee,
  delivery,
  promotions,
}: SummaryInput): SummaryLines {
  const subscription = terms.type === 'carSubscription';
  const paidFee = fee;
  const monthly = monthlyRate(terms, paymentInfo);
  return {
    car,
    product: terms.type,
    person: terms.person,
    months: terms.months,
    downPayment: subscription ? null : terms.upFront,
    currency: subscription ? null : terms.currency,
    residual: terms.type === 'leasing' ? terms.residual : null,
    kmPerMonth: subscription ? terms.range : null,
    pickupDate: subscription ? terms.pickupDate : null,
    monthly,
    firstMonth: subscription && monthly ? firstMonthPrice(monthly.amount, promotions) : null,
    fee: { ...paidFee, kind: subscription ? 'guarantee' : 'reservation' },
    delivery,
    freeDelivery: freeDelivery(promotions)?.name ?? null,
    dueNow: paidFee,
    // Nothing is paid later for a delivery that costs nothing.
    deliveryPaidLater: delivery.kind === 'home' && delivery.total !== 0 ? delivery.total : null,
  };
}

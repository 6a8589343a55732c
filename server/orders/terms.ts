/**
 * The monthly amount an order commits to for its current terms, whatever the product: the
 * financing instalment from the car's table (instalment.ts) or the subscription's monthly price.
 * The contact step and every later adjustment are refused (422) when the car has no such cell.
 */

import type { PaymentInfo, SubscriptionPaymentInfo } from '../../src/domain/cms-schemas.ts';
import { toRon } from '../../src/domain/money.ts';
import type { CurrencyName, OrderTerms } from '../../src/domain/order/order-terms.ts';
import { type OrderFigures, orderFigures } from './instalment.ts';
import type { OrderRecord } from './order.ts';

/** The terms as an order record stores them (its column names): what the routes and the worker hold. */
export type RecordTerms = Pick<
  OrderRecord,
  'productType' | 'person' | 'currency' | 'months' | 'downpayment' | 'residual' | 'monthlyKmIncluded'
>;

/** The stored record's codec to the one vocabulary (src/domain/order/order-terms.ts). */
export const termsOfRecord = (stored: RecordTerms): Omit<OrderTerms, 'pickupDate'> => ({
  type: stored.productType,
  person: stored.person,
  currency: stored.currency,
  months: stored.months,
  downPayment: stored.downpayment,
  residual: stored.residual,
  km: stored.monthlyKmIncluded,
});

export interface MonthlyCommitment {
  /** In `currency`. */
  amount: number;
  /**
   * The currency the decision engine weighs it in. A subscription is priced in EUR but billed in
   * lei at the contract rate, so it counts as a RON commitment (no currency risk for the customer).
   */
  currency: CurrencyName;
  /** Credit and leasing figures; null for a subscription. */
  figures: OrderFigures | null;
  /** Subscription monthly price in EUR with VAT; null for financing. */
  subscriptionPriceEur: number | null;
}

export function subscriptionPrice(
  info: SubscriptionPaymentInfo,
  months: number,
  monthlyKm: number | null,
): number | null {
  const row = info.price_table[String(monthlyKm) as keyof SubscriptionPaymentInfo['price_table']];
  if (!row) return null;
  const key = `price_months_${months}`;
  return key in row ? (row[key as keyof typeof row] ?? null) : null;
}

/**
 * Figures already worked out per car tables (the same object while the car's tables are unchanged,
 * see car-payment-info.ts) and terms: solving a DAE is iterative, and every order step asks again.
 */
const computed = new WeakMap<PaymentInfo, Map<string, MonthlyCommitment | null>>();

/** null when the car's table has no cell for these terms or the car sells another product. */
export function monthlyCommitment(
  info: PaymentInfo | null,
  stored: RecordTerms,
  eurRonRate: number,
): MonthlyCommitment | null {
  if (info === null) return null;
  const terms = termsOfRecord(stored);
  const key = JSON.stringify([
    terms.type,
    terms.person,
    terms.currency,
    terms.months,
    terms.downPayment,
    terms.residual,
    terms.km,
    eurRonRate,
  ]);
  const forCar = computed.get(info) ?? new Map<string, MonthlyCommitment | null>();
  computed.set(info, forCar);
  if (!forCar.has(key)) forCar.set(key, commitmentOf(info, terms, eurRonRate));
  return forCar.get(key) ?? null;
}

function commitmentOf(
  info: PaymentInfo,
  terms: Omit<OrderTerms, 'pickupDate'>,
  eurRonRate: number,
): MonthlyCommitment | null {
  if (terms.type === 'carSubscription') {
    if (info.kind !== 'subscription') return null;
    const price = subscriptionPrice(info, terms.months, terms.km);
    if (price === null) return null;
    return {
      amount: toRon(price, 'EUR', eurRonRate),
      currency: 'RON',
      figures: null,
      subscriptionPriceEur: price,
    };
  }
  if (info.kind !== 'financing') return null;
  const figures = orderFigures(info, terms);
  if (!figures) return null;
  return { amount: figures.instalment, currency: figures.currency, figures, subscriptionPriceEur: null };
}

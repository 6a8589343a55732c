/**
 * The offer columns of a car (payment_info, price, price_ron) computed from its category and
 * selling price with the seed's offer engine, so an edited or added car is priced exactly like a
 * seeded one: subscriptions get the price table, financed cars the credit and leasing tables.
 */
import {
  defaultFinancingPrice,
  financingPaymentInfo,
  lowestSubscriptionPrice,
  subscriptionPaymentInfo,
} from '../../src/domain/financing/payment-info-builder.ts';

const SUBSCRIPTION_CATEGORY = 1;

export interface CarOffer {
  paymentInfo: ReturnType<typeof financingPaymentInfo> | ReturnType<typeof subscriptionPaymentInfo>;
  /** The card's monthly figure in EUR. */
  price: number;
  priceRon: number;
}

/** The selling price offers are computed on: the reduced price when there is one. */
export const sellingPriceOf = (car: { initialPrice: number; reducedPrice: number | null }) =>
  car.reducedPrice ?? car.initialPrice;

/** @example offerFor(2, 18990, 5).price // the default credit cell's monthly EUR */
export function offerFor(categoryId: number, sellingPrice: number, eurRonRate: number): CarOffer {
  if (categoryId === SUBSCRIPTION_CATEGORY) {
    const paymentInfo = subscriptionPaymentInfo(sellingPrice, eurRonRate);
    const price = lowestSubscriptionPrice(paymentInfo);
    return { paymentInfo, price, priceRon: Math.round(price * eurRonRate * 100) / 100 };
  }
  const paymentInfo = financingPaymentInfo(sellingPrice, eurRonRate);
  const card = defaultFinancingPrice(paymentInfo);
  return { paymentInfo, price: card.EUR, priceRon: card.RON };
}

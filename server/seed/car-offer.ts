/**
 * The offer columns of a car (payment_info with its packing, price, price_ron) computed from its category and
 * selling price with the seed's offer engine, so an edited or added car is priced exactly like a
 * seeded one: subscriptions get the price table, financed cars the credit and leasing tables.
 */
import { DEFAULT_FIGURES } from '../../src/domain/business-figures.ts';
import type { PaymentInfo } from '../../src/domain/cms-schemas.ts';
import { monthlyRatesOf } from '../../src/domain/financing/list-rate.ts';
import type { FileFee } from '../../src/domain/financing/payment-info-builder.ts';
import {
  defaultFinancingPrice,
  financingPaymentInfo,
  lowestSubscriptionPrice,
  subscriptionPaymentInfo,
} from '../../src/domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../src/domain/financing/payment-info-codec.ts';

const SUBSCRIPTION_CATEGORY = 1;

export interface CarOffer {
  paymentInfo: ReturnType<typeof financingPaymentInfo> | ReturnType<typeof subscriptionPaymentInfo>;
  /** A financed car's tables packed (cars.payment_info_packed); a subscription's are small already. */
  paymentInfoPacked: string | null;
  /** The card's monthly figure in EUR. */
  price: number;
  priceRon: number;
  /** The list's monthly rates in lei (cars.rate_*_ron, src/domain/financing/list-rate.ts). */
  rateIndividualRon: number | null;
  rateCompanyRon: number | null;
}

/** The list's rate columns of these tables: what every writer of payment_info writes with them. */
export function listRateColumns(info: PaymentInfo): Pick<CarOffer, 'rateIndividualRon' | 'rateCompanyRon'> {
  const rates = monthlyRatesOf(info);
  return { rateIndividualRon: rates.individual, rateCompanyRon: rates.company };
}

/** The selling price offers are computed on: the reduced price when there is one. */
export const sellingPriceOf = (car: { initialPrice: number; reducedPrice: number | null }) =>
  car.reducedPrice ?? car.initialPrice;

/** @example offerFor(2, 18990, 5).price // the default credit cell's monthly EUR */
export function offerFor(
  categoryId: number,
  sellingPrice: number,
  eurRonRate: number,
  fileFee: FileFee = DEFAULT_FIGURES,
): CarOffer {
  if (categoryId === SUBSCRIPTION_CATEGORY) {
    const paymentInfo = subscriptionPaymentInfo(sellingPrice, eurRonRate);
    const price = lowestSubscriptionPrice(paymentInfo);
    const priceRon = Math.round(price * eurRonRate * 100) / 100;
    return { paymentInfo, paymentInfoPacked: null, price, priceRon, ...listRateColumns(paymentInfo) };
  }
  const paymentInfo = financingPaymentInfo(sellingPrice, eurRonRate, fileFee);
  const card = defaultFinancingPrice(paymentInfo);
  return {
    paymentInfo,
    paymentInfoPacked: packFinancingInfo(paymentInfo),
    price: card.EUR,
    priceRon: card.RON,
    ...listRateColumns(paymentInfo),
  };
}

/**
 * The car page's price block as a person reads it (spec sections 2 and 6): individuals see the
 * table's amounts with VAT, companies the same amounts divided by 1.21 and labelled without VAT,
 * the way the offer panel below it and the PDFs show them.
 */

import { isSubscription } from '../../domain/catalog/visibility.ts';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { subscriptionPriceNote } from '../../domain/financing/offer-text.ts';
import { includesVat, shownAmount } from '../../domain/financing/vat.ts';
import { formatEur, fromPrice } from '../../domain/format.ts';
import type { Person } from '../../domain/order/order-terms.ts';
import { roCatalog, roFinancing } from '../../i18n/ro.ts';

export type PriceBlockCar = Pick<CarDetail, 'initial_price' | 'reduced_price' | 'price' | 'category_id'>;

export interface PriceBlockText {
  readonly monthly: string;
  /** The selling price; null on a subscription car, which is not for sale. */
  readonly initial: string | null;
  /** Null without a promo (no reduced price below the initial one) and on a subscription car. */
  readonly promo: string | null;
  readonly vatNote: string;
  /** Individuals on a financing car learn that companies see amounts without VAT. */
  readonly companyNote: string | null;
}

/** The person the car's panel shows: the saved one when it was saved for this kind of offer. */
export function panelPerson(car: Pick<CarDetail, 'category_id'>, saved: FinancingParams): Person {
  const savedForSubscription = saved.type === 'carSubscription';
  return savedForSubscription === isSubscription(car) ? saved.person : 1;
}

export function priceBlockText(car: PriceBlockCar, person: Person): PriceBlockText {
  const subscription = isSubscription(car);
  const withVat = includesVat(person);
  // Company amounts keep their cents, as in the panels; individual subscriptions stay whole euros.
  const money = { financing: !subscription || !withVat };
  const promo =
    !subscription && car.reduced_price !== null && car.reduced_price < car.initial_price
      ? `${roCatalog.promoPrice}: ${formatEur(shownAmount(car.reduced_price, person), money)}`
      : null;
  return {
    monthly: `${fromPrice(shownAmount(car.price, person), money)}${roCatalog.perMonthSuffix}`,
    initial: subscription
      ? null
      : `${roCatalog.initialPrice}: ${formatEur(shownAmount(car.initial_price, person), money)}`,
    promo,
    vatNote: subscription
      ? subscriptionPriceNote(person)
      : withVat
        ? roCatalog.vatIncluded
        : roFinancing.vatExcludedCascoIncluded,
    companyNote: !subscription && withVat ? roCatalog.vatExcludedCompanies : null,
  };
}

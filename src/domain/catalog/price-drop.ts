/**
 * Price-drop alerts (issue 37): which price of a car a subscriber watches, and whether a change of
 * the car is a drop they should hear about. The shopper sees a financing car's selling price
 * (the reduced price when there is one) and a subscription car's monthly fee ('de la … €'), both in
 * EUR: the RON figures follow the exchange rate, which is not the car getting cheaper.
 *
 * The reference is the price the subscriber last saw from us: the price when they confirmed the
 * alert, then the new price of each alert sent. Only a price below it is a drop, so one drop sends
 * one e-mail, a rise or an edit of another field sends none, and a price that goes back up and
 * down again to a level already announced is not news.
 */
export type PriceUnit = 'eur' | 'eur_month';

export interface WatchedPrice {
  readonly amount: number;
  readonly unit: PriceUnit;
}

/** The car fields the watched price is read from (the API's names). */
export interface PricedCar {
  readonly category_id: number;
  readonly initial_price: number;
  readonly reduced_price: number | null;
  /** The lowest monthly price in EUR (a subscription car's fee). */
  readonly price: number;
}

const SUBSCRIPTION_CATEGORY = 1;

export function watchedPrice(car: PricedCar): WatchedPrice {
  return car.category_id === SUBSCRIPTION_CATEGORY
    ? { amount: car.price, unit: 'eur_month' }
    : { amount: car.reduced_price ?? car.initial_price, unit: 'eur' };
}

/** Prices are compared in whole cents: a recomputation's floating-point noise is not a drop. */
const cents = (amount: number) => Math.round(amount * 100);

/** Car visibilities a shopper can still act on: in stock (2) and coming (5). */
const OFFERED_VISIBILITIES: readonly number[] = [2, 5];
export const isOffered = (visibility: number): boolean => OFFERED_VISIBILITIES.includes(visibility);

export type AlertStep =
  /** E-mail the drop and remember `to` as the subscriber's reference. */
  | { readonly kind: 'drop'; readonly from: WatchedPrice; readonly to: WatchedPrice }
  /** No e-mail; the reference becomes `to` (the first price known, or the car changed offer type). */
  | { readonly kind: 'rebase'; readonly to: WatchedPrice }
  | { readonly kind: 'none' };

/**
 * What a change of the car means to one alert. A car no longer offered (hidden, sold, reserved)
 * sends nothing and keeps the reference: if it comes back cheaper, that change is the drop.
 * @example priceAlertStep({ amount: 20000, unit: 'eur' }, { amount: 18500, unit: 'eur' }, true).kind === 'drop'
 */
export function priceAlertStep(
  reference: WatchedPrice | null,
  current: WatchedPrice,
  offered: boolean,
): AlertStep {
  if (!offered) return { kind: 'none' };
  if (reference === null || reference.unit !== current.unit) return { kind: 'rebase', to: current };
  if (cents(current.amount) < cents(reference.amount)) return { kind: 'drop', from: reference, to: current };
  return { kind: 'none' };
}

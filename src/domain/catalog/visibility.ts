/**
 * Car visibility rules of spec sections 2 and 4: 1 hidden (redirect to the list), 2 in stock,
 * 4 reserved (stock alert instead of reserving), 5 coming soon (available from a date).
 */
import { fill, roCatalog } from '../../i18n/ro.ts';
import type { CarSummary } from '../cms-schemas.ts';
import { formatAmount, formatDate, formatNumber, formatRon, fromPrice } from '../format.ts';

/** The fields the visibility rules read. */
export type CarRules = Pick<
  CarSummary,
  | 'category_id'
  | 'car_visibility_id'
  | 'availability_date'
  | 'feature_message'
  | 'price'
  | 'price_ron'
  | 'sku'
>;

export const HIDDEN_CAR_REDIRECT = '/masini';

/** Visibility 1 cars are not shown: their page sends the visitor to the list. */
export function isHidden(car: Pick<CarSummary, 'car_visibility_id'>): boolean {
  return car.car_visibility_id === 1;
}

export function isSubscription(car: Pick<CarSummary, 'category_id'>): boolean {
  return car.category_id === 1;
}

/** The car page's status message, or null when there is none to show. */
export function visibilityMessage(car: CarRules): string | null {
  if (car.car_visibility_id === 4) return roCatalog.alreadyReserved;
  if (car.car_visibility_id === 5 && car.availability_date !== null) {
    return fill(roCatalog.availableFrom, { date: formatDate(car.availability_date) });
  }
  return car.feature_message;
}

/** 'Solicita o vizionare' only for financing cars (category 2, 3) in stock. */
export function canRequestViewing(car: CarRules): boolean {
  return !isSubscription(car) && car.car_visibility_id === 2;
}

/** 'Nu ai gasit finantarea potrivita?' for financing cars that are not reserved. */
export function showsOtherFinancingBanner(car: CarRules): boolean {
  return !isSubscription(car) && car.car_visibility_id !== 4;
}

/** A reserved car offers a stock alert where the others offer 'Rezerva acum'. */
export function primaryAction(car: Pick<CarSummary, 'car_visibility_id'>): 'reserve' | 'stock-alert' {
  return car.car_visibility_id === 4 ? 'stock-alert' : 'reserve';
}

export interface CardOverlay {
  readonly title: string | null;
  readonly text: string;
}

/** Overlay over the card photo: reserved (4) or the coming-soon feature message (5). */
export function cardOverlay(car: CarRules): CardOverlay | null {
  if (car.car_visibility_id === 4) {
    return { title: roCatalog.reservedOverlayTitle, text: roCatalog.reservedOverlayText };
  }
  if (car.car_visibility_id === 5 && car.feature_message) return { title: null, text: car.feature_message };
  return null;
}

export interface CardPrice {
  /** 'de la 399 €' (subscription) or 'de la 245,50 €' (financing, two decimals). */
  readonly monthly: string;
  /** The RON instalment of a financing car; null for subscriptions. */
  readonly ron: string | null;
  readonly note: string;
}

/** Card price line: subscriptions include every cost; financing shows RON with CASCO and VAT. */
export function cardPrice(car: CarRules): CardPrice {
  if (isSubscription(car)) {
    return { monthly: fromPrice(car.price), ron: null, note: roCatalog.allCostsIncluded };
  }
  return {
    monthly: fromPrice(car.price, { financing: true }),
    ron: formatRon(car.price_ron, { financing: true }),
    note: roCatalog.cascoVatIncluded,
  };
}

export function productCode(car: Pick<CarSummary, 'sku'>): string {
  return fill(roCatalog.productCode, { sku: car.sku });
}

/** A monthly figure with its unit: perMonth(399) === '399 €/luna'. */
export function perMonth(amount: number, financing = false): string {
  return fill(roCatalog.perMonth, { amount: financing ? formatAmount(amount) : formatNumber(amount) });
}

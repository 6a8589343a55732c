/**
 * The list's orders (issue 37, "Sorteaza dupa"): today's order (recommended: in stock, coming soon,
 * reserved, then by id) or one of five keys. Ties keep today's order, in the browser (a stable sort
 * of the list as the API gave it) and on the server (GET /cars?sort= orders by the key, then by
 * the visibility rank and the id), so both give the same sequence for the same cars.
 */
import type { CarSummary } from '../cms-schemas.ts';
import type { Person } from '../order/order-terms.ts';

/** The values of GET /cars' `sort` and of the list address's `sort`; absent means recommended. */
export const CAR_SORTS = ['price_asc', 'price_desc', 'rate_asc', 'year_desc', 'km_asc'] as const;
export type CarSort = (typeof CAR_SORTS)[number];
export const SORT_PARAM = 'sort';

/**
 * The one rule for a sort value, which the API's schema (car-sort-schema.ts) and the list island
 * share. The island checks it without valibot: valibot's shared chunk alone was 3.8 KB gzip of the
 * list page's 20 KB island budget (tests/e2e/js-budget.spec.ts).
 */
export const isCarSort = (value: unknown): value is CarSort => CAR_SORTS.some((sort) => sort === value);

/** The list address's sort: anything else is today's order, never an error (like the filters). */
export function readSort(params: URLSearchParams): CarSort | null {
  const raw = params.get(SORT_PARAM)?.trim();
  return isCarSort(raw) ? raw : null;
}

/** A car's lowest monthly rate in lei at the default terms, per person (financing/list-rate.ts). */
export interface MonthlyRates {
  readonly individual: number | null;
  readonly company: number | null;
}

export type SortableCar = Pick<
  CarSummary,
  'initial_price' | 'reduced_price' | 'first_registration' | 'km_no'
> & { readonly monthly_rate_ron: MonthlyRates };

/** The price a car sells at: the reduced price when there is one (the offers are computed on it). */
export const sellingPrice = (car: Pick<CarSummary, 'initial_price' | 'reduced_price'>): number =>
  car.reduced_price ?? car.initial_price;

export const rateFor = (car: { readonly monthly_rate_ron: MonthlyRates }, person: Person): number | null =>
  person === 2 ? car.monthly_rate_ron.company : car.monthly_rate_ron.individual;

/** Cars without the key (no registration date, no rate) go last, whatever the direction. */
function byKey<T>(key: (car: T) => number | string | null, descending: boolean) {
  return (a: T, b: T): number => {
    const x = key(a);
    const y = key(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = x < y ? -1 : 1;
    return descending ? -order : order;
  };
}

/** The comparator of an order; `person` picks whose rate rate_asc compares. */
export function carComparator<T extends SortableCar>(sort: CarSort, person: Person): (a: T, b: T) => number {
  switch (sort) {
    case 'price_asc':
      return byKey<T>(sellingPrice, false);
    case 'price_desc':
      return byKey<T>(sellingPrice, true);
    case 'rate_asc':
      return byKey<T>((car) => rateFor(car, person), false);
    case 'year_desc':
      // ISO dates compare as text.
      return byKey<T>((car) => car.first_registration, true);
    case 'km_asc':
      return byKey<T>((car) => car.km_no, false);
  }
}

/** The cars in this order; `cars` is in today's order, which ties keep (Array#sort is stable). */
export function sortCars<T extends SortableCar>(
  cars: readonly T[],
  sort: CarSort | null,
  person: Person = 1,
): T[] {
  return sort === null ? [...cars] : [...cars].sort(carComparator<T>(sort, person));
}

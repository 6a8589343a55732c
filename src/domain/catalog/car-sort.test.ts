/** The list's orders (issue 37): each key, cars without it last, ties in today's order. */
import * as v from 'valibot';
import {
  CAR_SORTS,
  type CarSort,
  isCarSort,
  readSort,
  type SortableCar,
  sellingPrice,
  sortCars,
} from './car-sort.ts';
import { carSortSchema } from './car-sort-schema.ts';

type Car = SortableCar & { readonly sku: string };

/** Today's order is the array's order: A, B, C, D, E. */
const car = (sku: string, fields: Partial<Car> = {}): Car => ({
  sku,
  initial_price: 20000,
  reduced_price: null,
  first_registration: '2022-01-01',
  km_no: 10000,
  monthly_rate_ron: { individual: 1500, company: 1300 },
  ...fields,
});

const TODAY: readonly Car[] = [
  car('A', {
    initial_price: 30000,
    km_no: 5000,
    first_registration: '2021-03-01',
    monthly_rate_ron: { individual: 2000, company: 1000 },
  }),
  car('B', { initial_price: 25000, reduced_price: 19000, km_no: 40000, first_registration: null }),
  car('C', {
    initial_price: 19000,
    km_no: 5000,
    first_registration: '2023-07-15',
    monthly_rate_ron: { individual: null, company: 900 },
  }),
  car('D', {
    initial_price: 40000,
    km_no: 0,
    first_registration: '2023-07-15',
    monthly_rate_ron: { individual: 1200, company: null },
  }),
  car('E', { initial_price: 19000, km_no: 120000, first_registration: '2019-11-30' }),
];

const skus = (cars: readonly Car[]) => cars.map((one) => one.sku).join('');

describe.each<[CarSort | null, 1 | 2, string]>([
  [null, 1, 'ABCDE'],
  // B sells at its reduced 19 000, like C and E: the three keep today's order.
  ['price_asc', 1, 'BCEAD'],
  ['price_desc', 1, 'DABCE'],
  // C has no individual rate: last. B and E tie at 1 500.
  ['rate_asc', 1, 'DBEAC'],
  // A company: D has no company rate.
  ['rate_asc', 2, 'CABED'],
  // C and D registered the same day; B has no date: last.
  ['year_desc', 1, 'CDAEB'],
  ['km_asc', 1, 'DACBE'],
])('sortCars(%s, person %i)', (sort, person, expected) => {
  it(`is ${expected}`, () => {
    expect(skus(sortCars(TODAY, sort, person))).toBe(expected);
  });
  it('leaves the given list as it was', () => {
    sortCars(TODAY, sort, person);
    expect(skus(TODAY)).toBe('ABCDE');
  });
});

describe.each<[string, CarSort | null]>([
  ['', null],
  ['sort=price_asc', 'price_asc'],
  ['sort=rate_asc', 'rate_asc'],
  ['sort=%20km_asc%20', 'km_asc'],
  ['sort=year_desc&sort=km_asc', 'year_desc'],
  // Anything else is today's order, never an error.
  ['sort=PRICE_ASC', null],
  ['sort=price', null],
  ['sort=', null],
  ['order=price_asc', null],
])('readSort(%j)', (query, sort) => {
  it(`is ${sort}`, () => {
    expect(readSort(new URLSearchParams(query))).toBe(sort);
  });
});

describe('carSortSchema (the API) and isCarSort (the address) share the rule', () => {
  it.each(CAR_SORTS)('accepts %s', (sort) => {
    expect(v.is(carSortSchema, sort)).toBe(true);
    expect(isCarSort(sort)).toBe(true);
  });
  it.each(['', 'recommended', 'price', 'rate_desc', 42])('refuses %j naming the values', (value) => {
    const result = v.safeParse(carSortSchema, value);
    expect(result.success).toBe(false);
    expect(isCarSort(value)).toBe(false);
    expect(result.issues?.[0].message).toBe(
      'Parametrul sort accepta doar: price_asc, price_desc, rate_asc, year_desc, km_asc.',
    );
  });
});

describe.each<[number, number | null, number]>([
  [20000, null, 20000],
  [20000, 18500, 18500],
])('sellingPrice(%i, %s)', (initial, reduced, price) => {
  it(`is ${price}`, () => {
    expect(sellingPrice({ initial_price: initial, reduced_price: reduced })).toBe(price);
  });
});

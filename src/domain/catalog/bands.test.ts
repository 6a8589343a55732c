import { carFixture } from '../../features/catalog/car.fixture.ts';
import { BANDS, type BandKind, bandLabel, bandOf, bandsPresent, bandValue } from './bands.ts';

describe.each<[BandKind, number, number | undefined]>([
  ['price', 4999, undefined],
  ['price', 5000, 1],
  ['price', 10000, 1],
  // 10000.40 rounds up to 10001: it must land in a band, not fall between two.
  ['price', 10000.4, 2],
  ['price', 10001, 2],
  ['price', 60000, 5],
  ['price', 60001, 6],
  ['price', 250000, 6],
  ['km', 0, 1],
  ['km', 10000, 1],
  ['km', 10001, 2],
  ['km', 40000, 3],
  ['km', 80000, 5],
  ['km', 80001, 6],
  ['horsepower', 49, undefined],
  ['horsepower', 50, 1],
  ['horsepower', 150, 2],
  ['horsepower', 151, 3],
  ['horsepower', 201, 4],
  ['horsepower', 2000, 4],
  ['horsepower', 2001, undefined],
])('%s %d', (kind, value, bandId) => {
  it(`is in band ${bandId}`, () => expect(bandOf(kind, value)?.id).toBe(bandId));
});

describe('bandValue', () => {
  it.each([
    [carFixture({ initial_price: 20000, reduced_price: 18000 }), 18000],
    [carFixture({ initial_price: 20000, reduced_price: null }), 20000],
  ])('uses reduced_price ?? initial_price', (car, expected) =>
    expect(bandValue(car, 'price')).toBe(expected),
  );
});

describe('bandsPresent', () => {
  const cars = [
    carFixture({ initial_price: 8000, km_no: 5000, horsepower: 90 }),
    carFixture({ initial_price: 70000, reduced_price: 35000, km_no: 95000, horsepower: 90 }),
    carFixture({ initial_price: 3000, km_no: 12000, horsepower: 300 }),
  ];
  it.each<[BandKind, number[]]>([
    ['price', [1, 4]],
    ['km', [1, 2, 6]],
    ['horsepower', [1, 4]],
  ])('%s bands holding a car: %j, in band order', (kind, ids) => {
    expect(bandsPresent(cars, kind).map((band) => band.id)).toEqual(ids);
  });
  it('is empty for no cars', () => expect(bandsPresent([], 'price')).toEqual([]));
});

describe.each<[BandKind, number, string]>([
  ['price', 1, '5.000 - 10.000 €'],
  ['price', 6, 'peste 60.000 €'],
  ['km', 1, '0 - 10.000 km'],
  ['km', 6, 'peste 80.000 km'],
  ['horsepower', 3, '151 - 200 CP'],
  ['horsepower', 4, 'peste 200 CP'],
])('bandLabel(%s, %i)', (kind, id, label) => {
  it(`is ${label}`, () => {
    const band = BANDS[kind].find((b) => b.id === id);
    expect(band && bandLabel(kind, band)).toBe(label);
  });
});

import {
  type FilterSelection,
  isFilterSet,
  readFilterQuery,
  usesMoreFilters,
  withFilter,
  writeFilterQuery,
} from './filter-query.ts';

describe.each<[string, FilterSelection]>([
  ['', {}],
  ['manufacturer=3', { manufacturer: 3 }],
  ['manufacturer=3&model=12&transmission=2', { manufacturer: 3, model: 12, transmission: 2 }],
  [
    'fuel=1&location=4&pollution_norm=5&traction=2&color=7',
    { fuel: 1, location: 4, pollution_norm: 5, traction: 2, color: 7 },
  ],
  // Non-integers are ignored one by one; the rest still applies.
  ['manufacturer=abc&model=12', { model: 12 }],
  ['manufacturer=3.5', {}],
  ['manufacturer=-3', {}],
  ['manufacturer=0', {}],
  ['manufacturer=1e3', {}],
  ['manufacturer=', {}],
  ['manufacturer=%20', {}],
  ['manufacturer=99999999999999999999', {}],
  ['manufacturer=<script>', {}],
  // Unknown keys are ignored.
  ['sort=price&page=2', {}],
  // Availability accepts only the list's visibilities 2, 4 and 5 (1 is hidden).
  ['availability=4', { availability: 4 }],
  ['availability=1', {}],
  ['availability=3', {}],
  // Band ids must exist.
  ['price=6&km=1&horsepower=4', { price: 6, km: 1, horsepower: 4 }],
  ['price=7&horsepower=5', {}],
  ['year=2021', { year: 2021 }],
  ['year=21', {}],
  // The first value of a repeated key wins.
  ['color=2&color=3', { color: 2 }],
])('readFilterQuery(%j)', (query, expected) => {
  it(`is ${JSON.stringify(expected)}`, () =>
    expect(readFilterQuery(new URLSearchParams(query))).toEqual(expected));
});

describe.each<[FilterSelection, string]>([
  [{}, ''],
  [{ model: 12, manufacturer: 3 }, 'manufacturer=3&model=12'],
  [{ year: 2020, price: 2, color: 1, availability: 2 }, 'color=1&availability=2&price=2&year=2020'],
])('writeFilterQuery(%j)', (selection, expected) => {
  it(`is ${JSON.stringify(expected)} and reads back the same`, () => {
    const query = writeFilterQuery(selection);
    expect(query).toBe(expected);
    expect(readFilterQuery(new URLSearchParams(query))).toEqual(selection);
  });
});

describe('withFilter', () => {
  it.each<[FilterSelection, Parameters<typeof withFilter>[1], number | undefined, FilterSelection]>([
    [{}, 'fuel', 2, { fuel: 2 }],
    [{ fuel: 2 }, 'fuel', undefined, {}],
    [{ manufacturer: 1, model: 11 }, 'manufacturer', 2, { manufacturer: 2 }],
    [{ manufacturer: 1, model: 11 }, 'manufacturer', undefined, {}],
    [{ manufacturer: 1, model: 11 }, 'manufacturer', 1, { manufacturer: 1, model: 11 }],
    [{ manufacturer: 1, model: 11 }, 'model', 12, { manufacturer: 1, model: 12 }],
  ])('%j + %s=%s', (selection, key, value, expected) => {
    expect(withFilter(selection, key, value)).toEqual(expected);
  });
});

describe.each<[FilterSelection, boolean]>([
  [{}, false],
  [{ availability: 2 }, true],
  [{ year: 2020 }, true],
])('isFilterSet(%j)', (selection, expected) => {
  it(`is ${expected}`, () => expect(isFilterSet(selection)).toBe(expected));
});

describe.each<[FilterSelection, boolean]>([
  [{}, false],
  // The four filters always in sight.
  [{ availability: 2, manufacturer: 3, model: 12, transmission: 1 }, false],
  // Each filter behind 'Mai multe filtre' opens it.
  [{ fuel: 5 }, true],
  [{ location: 1 }, true],
  [{ horsepower: 2 }, true],
  [{ year: 2020 }, true],
  [{ km: 1 }, true],
  [{ traction: 2 }, true],
  [{ color: 7 }, true],
  [{ price: 3 }, true],
  [{ manufacturer: 3, fuel: 5 }, true],
])('usesMoreFilters(%j)', (selection, expected) => {
  it(`is ${expected}`, () => expect(usesMoreFilters(selection)).toBe(expected));
});

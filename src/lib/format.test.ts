import {
  formatAmount,
  formatDate,
  formatEur,
  formatNumber,
  formatRon,
  fromPrice,
  monthsAsYears,
} from './format.ts';

describe.each([
  [12345.6, '12.345,6'],
  [12345.67, '12.345,7'],
  [1234, '1.234'],
  [999, '999'],
  [0.05, '0,1'],
  [1000000, '1.000.000'],
])('formatNumber(%d)', (value, expected) => {
  it(`is ${expected}`, () => expect(formatNumber(value)).toBe(expected));
});

describe.each([
  [1234.5, '1.234,50'],
  [245, '245,00'],
  [0.005, '0,01'],
  [98765.432, '98.765,43'],
])('formatAmount(%d)', (value, expected) => {
  it(`is ${expected}`, () => expect(formatAmount(value)).toBe(expected));
});

describe('money', () => {
  it.each([
    [formatEur(399), '399 €'],
    [formatEur(245.5, { financing: true }), '245,50 €'],
    [formatRon(1234.5, { financing: true }), '1.234,50 RON'],
    [formatRon(85000), '85.000 RON'],
    [fromPrice(399.25), 'de la 399,3 €'],
    [fromPrice(245.5, { financing: true }), 'de la 245,50 €'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));
});

describe.each([
  [12, '1 an'],
  [24, '2 ani'],
  [60, '5 ani'],
  [18, '1,5 ani'],
])('monthsAsYears(%i)', (months, expected) => {
  it(`is ${expected}`, () => expect(monthsAsYears(months)).toBe(expected));
});

describe.each([
  ['2025-03-07', '07.03.2025'],
  ['2026-12-31', '31.12.2026'],
])('formatDate(%s)', (date, expected) => {
  it(`is ${expected}`, () => expect(formatDate(date)).toBe(expected));
});

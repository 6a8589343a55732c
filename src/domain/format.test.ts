import { roCatalog, roContent } from '../i18n/ro.ts';
import {
  countOf,
  durationText,
  formatAmount,
  formatDate,
  formatEur,
  formatNumber,
  formatRate,
  formatRon,
  fromPrice,
  monthsAsYears,
  monthsCount,
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
  [240, '20 de ani'],
])('monthsAsYears(%i)', (months, expected) => {
  it(`is ${expected}`, () => expect(monthsAsYears(months)).toBe(expected));
});

// Issue 31.13: a DAE read "7,3%" beside "10,38%"; every yearly rate prints two decimals.
describe.each([
  [7.3, '7,30%'],
  [10.38, '10,38%'],
  [8.95, '8,95%'],
  [12, '12,00%'],
  [9.5, '9,50%'],
])('formatRate(%d)', (value, expected) => {
  it(`is ${expected}`, () => expect(formatRate(value)).toBe(expected));
});

// Issue 31.13: "6 luni (0,5 ani)" read awkwardly; years appear only when the months make whole years.
describe.each([
  [3, '3 luni'],
  [6, '6 luni'],
  [1, '1 luna'],
  [18, '18 luni'],
  [12, '12 luni (1 an)'],
  [36, '36 de luni (3 ani)'],
  [60, '60 de luni (5 ani)'],
])('durationText(%i)', (months, expected) => {
  it(`is ${expected}`, () => expect(durationText(months)).toBe(expected));
});

describe.each([
  ['2025-03-07', '07.03.2025'],
  ['2026-12-31', '31.12.2026'],
])('formatDate(%s)', (date, expected) => {
  it(`is ${expected}`, () => expect(formatDate(date)).toBe(expected));
});

describe.each([
  [0, '0 masini'],
  [1, '1 masina'],
  [2, '2 masini'],
  [19, '19 masini'],
  [20, '20 de masini'],
  [59, '59 de masini'],
  [100, '100 de masini'],
  [101, '101 masini'],
  [119, '119 masini'],
  [120, '120 de masini'],
  [1000, '1.000 de masini'],
])('countOf(%i, cars)', (count, expected) => {
  it(`is ${expected}`, () => expect(countOf(count, roCatalog.cars)).toBe(expected));
});

describe.each([
  [1, '1 rezultat pentru "avans"'],
  [2, '2 rezultate pentru "avans"'],
  [20, '20 de rezultate pentru "avans"'],
])('countOf(%i, faqResults)', (count, expected) => {
  it(`is ${expected}`, () => expect(countOf(count, roContent.faqResults, { term: 'avans' })).toBe(expected));
});

describe.each([
  [1, '1 luna'],
  [3, '3 luni'],
  [12, '12 luni'],
  [36, '36 de luni'],
  [60, '60 de luni'],
])('monthsCount(%i)', (months, expected) => {
  it(`is ${expected}`, () => expect(monthsCount(months)).toBe(expected));
});

/**
 * Romanian number and date formatting (spec section 9: Romanian style, at most 1 decimal by
 * default, 2 decimals for financing amounts, months shown in years).
 */
import { fill, roCatalog, roFinancing } from '../i18n/ro.ts';
import type { IsoDate } from './dates.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('ro-RO', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** formatNumber(12345.67) === '12.345,7'; at most one decimal unless told otherwise. */
export function formatNumber(value: number, maxDecimals = 1): string {
  return numberFormat(0, maxDecimals).format(value);
}

/** Financing amounts always show two decimals: formatAmount(1234.5) === '1.234,50'. */
export function formatAmount(value: number): string {
  return numberFormat(2, 2).format(value);
}

/**
 * A yearly rate (DAE, DAE with CASCO, interest) as every screen and document prints it: always two
 * decimals, so "7,30%" stands beside "10,38%" instead of "7,3%".
 * @example formatRate(7.3) === '7,30%'; formatRate(10.375) === '10,38%'
 */
export function formatRate(value: number): string {
  return fill(roFinancing.percent, { value: formatAmount(value) });
}

export interface MoneyFormat {
  /** Fixed two decimals, as financing figures are shown. */
  readonly financing?: boolean;
}

function amountText(value: number, options: MoneyFormat): string {
  return options.financing ? formatAmount(value) : formatNumber(value);
}

/** formatEur(399) === '399 €'; formatEur(245.5, { financing: true }) === '245,50 €' */
export function formatEur(value: number, options: MoneyFormat = {}): string {
  return fill(roFinancing.amountEur, { amount: amountText(value, options) });
}

/** formatRon(1234.5, { financing: true }) === '1.234,50 RON' */
export function formatRon(value: number, options: MoneyFormat = {}): string {
  return fill(roFinancing.amountRon, { amount: amountText(value, options) });
}

/** The card's monthly price: fromPrice(399) === 'de la 399 €'. */
export function fromPrice(value: number, options: MoneyFormat = {}): string {
  return fill(roCatalog.fromPrice, { amount: amountText(value, options) });
}

/**
 * A noun's three Romanian forms, by the plural category of its count: one (1 rezultat), few
 * (0, 2-19 and numbers ending in 01-19 above 100: 2 rezultate) and other, which takes "de"
 * (20 de rezultate). `{count}` is replaced by the formatted number.
 */
export interface PluralForms {
  readonly one: string;
  readonly few: string;
  readonly other: string;
}

const pluralRules = new Intl.PluralRules('ro');

/** countOf(1, cars) === '1 masina', countOf(3, cars) === '3 masini', countOf(59, cars) === '59 de masini' */
export function countOf(
  count: number,
  forms: PluralForms,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = pluralRules.select(count);
  const template = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other;
  return fill(template, { ...values, count: formatNumber(count) });
}

/** monthsAsYears(12) === '1 an', monthsAsYears(60) === '5 ani', monthsAsYears(18) === '1,5 ani' */
export function monthsAsYears(months: number): string {
  return countOf(months / 12, roFinancing.yearsCount);
}

/** monthsCount(12) === '12 luni', monthsCount(1) === '1 luna', monthsCount(60) === '60 de luni' */
export function monthsCount(months: number): string {
  return countOf(months, roFinancing.monthsCount);
}

/**
 * A duration as every label prints it: the months, with the years beside them when they make whole
 * years (spec: months shown in years). A part year reads as months only: "6 luni", not the
 * awkward "6 luni (0,5 ani)".
 * @example durationText(60) === '60 de luni (5 ani)'; durationText(6) === '6 luni'
 */
export function durationText(months: number): string {
  const count = monthsCount(months);
  if (months <= 0 || months % 12 !== 0) return count;
  return fill(roFinancing.monthsWithYears, { months: count, years: monthsAsYears(months) });
}

/** formatDate('2025-03-07') === '07.03.2025' (day.month.year, no time zone involved). */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

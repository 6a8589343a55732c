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

/** monthsAsYears(12) === '1 an', monthsAsYears(60) === '5 ani', monthsAsYears(18) === '1,5 ani' */
export function monthsAsYears(months: number): string {
  const years = months / 12;
  const template = years === 1 ? roFinancing.year : roFinancing.years;
  return fill(template, { count: formatNumber(years) });
}

/** formatDate('2025-03-07') === '07.03.2025' (day.month.year, no time zone involved). */
export function formatDate(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

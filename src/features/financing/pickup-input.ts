/**
 * Typed pickup dates: the picker shows day.month.year, so that is what a visitor types. A real
 * calendar day gives its yyyy-MM-dd form; anything else is null (shown as 'Date input not valid.').
 */
import { type IsoDate, isIsoDate } from '../../domain/dates.ts';

const DAY_MONTH_YEAR = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/;

/** parsePickupInput('5.3.2026') === '2026-03-05'; parsePickupInput('31.02.2026') === null */
export function parsePickupInput(text: string): IsoDate | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** A picker's local-time Date as the calendar day the visitor clicked. */
export function localDayOf(date: Date): IsoDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local-time Date a picker needs for a calendar day. */
export function localDateOf(day: IsoDate): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

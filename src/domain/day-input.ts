/**
 * Dates typed into the shop's date fields (the Romanian calendar picker of components/ui/calendar.ts):
 * the fields show day.month.year, so that is what a visitor types; a yyyy-MM-dd date (pasted, or
 * filled in by the browser) is taken as well. A real calendar day gives its yyyy-MM-dd form;
 * anything else is null, which the field reports as roValidation.dateInputInvalid.
 */
import { type IsoDate, isIsoDate } from './dates.ts';

const DAY_MONTH_YEAR = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** parseDayInput('5.3.2026') === '2026-03-05'; parseDayInput('31.02.2026') === null */
export function parseDayInput(text: string): IsoDate | null {
  const trimmed = text.trim();
  const yearFirst = YEAR_MONTH_DAY.exec(trimmed);
  if (yearFirst) return isIsoDate(trimmed) ? trimmed : null;
  const match = DAY_MONTH_YEAR.exec(trimmed);
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

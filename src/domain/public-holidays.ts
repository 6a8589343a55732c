/**
 * Romanian public holidays on which nobody works (Codul muncii, art. 139 alin. 1): fixed dates plus
 * Good Friday, Easter and Pentecost (Rusalii, 50 days after Easter) by the Orthodox calendar. Pure
 * and computed per year, so the pickup calendar, its rule and the order API agree for any year.
 */
import { addDays, type IsoDate, isWeekend } from './dates.ts';

/** Month-day of every fixed holiday: 1–2 Jan, Boboteaza, Sf. Ioan, Unirea, 1 Mai, Ziua Copilului,
 * Adormirea Maicii Domnului, Sf. Andrei, Ziua Nationala, Craciun. */
const FIXED = [
  '01-01',
  '01-02',
  '01-06',
  '01-07',
  '01-24',
  '05-01',
  '06-01',
  '08-15',
  '11-30',
  '12-01',
  '12-25',
  '12-26',
] as const;

/** Days from Easter Sunday: Good Friday, Easter Monday, Pentecost Sunday and Monday. */
const FROM_EASTER = [-2, 0, 1, 49, 50] as const;

/**
 * Orthodox Easter Sunday (Gregorian date) by Meeus' Julian algorithm; the Julian calendar runs 13
 * days behind the Gregorian from 1900 to 2099. orthodoxEaster(2025) === '2025-04-20'
 */
export function orthodoxEaster(year: number): IsoDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(julian, 13);
}

const byYear = new Map<number, ReadonlySet<IsoDate>>();

/** Every public holiday of `year`, as yyyy-MM-dd. */
export function publicHolidays(year: number): ReadonlySet<IsoDate> {
  let holidays = byYear.get(year);
  if (!holidays) {
    const easter = orthodoxEaster(year);
    holidays = new Set([
      ...FIXED.map((monthDay) => `${String(year).padStart(4, '0')}-${monthDay}`),
      ...FROM_EASTER.map((days) => addDays(easter, days)),
    ]);
    byYear.set(year, holidays);
  }
  return holidays;
}

export function isPublicHoliday(date: IsoDate): boolean {
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}

/** Monday to Friday and not a public holiday: a day the shop hands over cars. */
export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

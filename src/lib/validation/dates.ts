/**
 * Calendar-date helpers on 'yyyy-MM-dd' strings. "Today" is always injected by the caller so the
 * browser and the server agree (both use Romanian time) and tests control the clock.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd ('2025-02-30' is false). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date in Romania at `now`: isoToday(new Date('2025-03-01T23:30:00Z')) → '2025-03-02'. */
export function isoToday(now: Date = new Date(), timeZone = 'Europe/Bucharest'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Completed years between two ISO dates; a birthday counts from its own day. */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

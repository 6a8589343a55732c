/**
 * The one dates module of the site and the server. Calendar dates as plain `yyyy-MM-dd` strings with
 * UTC arithmetic: a pickup, viewing or birth date is a day, not an instant, so no local time zone
 * may shift it. "Today" is always injected into the rules by the caller (see `todayIn`, the only
 * "today in Bucharest") so the browser and the server agree and tests control the clock.
 */
// No valibot here: this module is a chunk shared by most islands, and a chunk carries every export
// some island uses, so a valibot check here put valibot on every car page (date-check.ts has it).

/** A calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;

/** Romania: the shop's days, hours and deadlines are Romanian whatever the machine's zone is. */
export const SHOP_TIME_ZONE = 'Europe/Bucharest';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date in `yyyy-MM-dd` form ('2025-02-30' is false). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return toIsoDate(date) === value;
}

function toUtcMs(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a yyyy-MM-dd date: ${date}`);
  const [, y, m, d] = match;
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

/** The UTC calendar day of an instant. */
export function toIsoDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

/** addDays('2025-01-31', 1) === '2025-02-01' */
export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(toUtcMs(date) + days * DAY_MS));
}

/**
 * The same day `months` later, clamped to the target month's last day (a seeded offer's validity,
 * a car's documents): addMonths('2025-01-31', 1) === '2025-02-28'.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const start = new Date(toUtcMs(date));
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return toIsoDate(target);
}

/** 0 = Sunday … 6 = Saturday, like Date#getUTCDay. */
export function weekdayOf(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date);
  return day === 0 || day === 6;
}

/** Negative when a is earlier, 0 when equal, positive when later. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  return toUtcMs(a) - toUtcMs(b);
}

export function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

/**
 * The formatter of one kind for a zone, made once: creating one costs about 0.25 ms, paid on every
 * car page of a build.
 */
function zoneFormatter(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of `now` in the shop's time zone (Romania), whatever the machine's zone is.
 * @example todayIn(new Date('2026-03-01T23:30:00Z')) // '2026-03-02'
 */
export function todayIn(now: Date = new Date(), timeZone = SHOP_TIME_ZONE): IsoDate {
  // en-CA formats as yyyy-MM-dd.
  return zoneFormatter(dayFormatters, timeZone, 'en-CA', {}).format(now);
}

/** The shop's clock reading: the calendar day and the hour now running (0–23), in one time zone. */
export interface ShopNow {
  readonly date: IsoDate;
  readonly hour: number;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The day and hour of `now` in Romania, whatever the machine's zone is (daylight saving included).
 * @example nowIn(new Date('2026-06-15T12:30:00Z')) // { date: '2026-06-15', hour: 15 }
 */
export function nowIn(now: Date, timeZone = SHOP_TIME_ZONE): ShopNow {
  const formatter = zoneFormatter(hourFormatters, timeZone, 'en-GB', { hour: 'numeric', hourCycle: 'h23' });
  return { date: todayIn(now, timeZone), hour: Number(formatter.format(now)) };
}

/** A wall-clock reading: what a clock on the wall in the zone shows at an instant. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock reading of `instant` in Romania (daylight saving included), to the second.
 * @example wallClockIn(new Date('2026-06-15T12:30:05Z')) // { year: 2026, month: 6, day: 15, hour: 15, minute: 30, second: 5 }
 */
export function wallClockIn(instant: Date, timeZone = SHOP_TIME_ZONE): WallClock {
  const formatter = zoneFormatter(wallClockFormatters, timeZone, 'en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Completed years between two ISO dates; a birthday counts from its own day. */
export function ageOn(birthDate: IsoDate, today: IsoDate): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

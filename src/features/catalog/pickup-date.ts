/**
 * Subscription pickup-date window (spec section 5): earliest is 2 days after the car's
 * availability date (or after today if none), pushed past a weekend (Saturday +3, Sunday +2);
 * latest is 30 days after availability (or today); weekdays only. A weekend date the visitor
 * picks moves to the following Monday (spec section 4).
 */
import { addDays, compareDates, type IsoDate, isWeekend, laterOf, weekdayOf } from '../../lib/dates.ts';

export interface PickupWindow {
  readonly earliest: IsoDate;
  readonly latest: IsoDate;
}

const EARLIEST_OFFSET_DAYS = 2;
const LATEST_OFFSET_DAYS = 30;
const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The window for a car. An availability date already in the past counts from today instead: a
 * pickup cannot be booked in the past.
 */
export function pickupWindow(availabilityDate: IsoDate | null, today: IsoDate): PickupWindow {
  const base = availabilityDate === null ? today : laterOf(availabilityDate, today);
  let earliest = addDays(base, EARLIEST_OFFSET_DAYS);
  const weekday = weekdayOf(earliest);
  if (weekday === SATURDAY) earliest = addDays(earliest, 3);
  else if (weekday === SUNDAY) earliest = addDays(earliest, 2);
  return { earliest, latest: addDays(base, LATEST_OFFSET_DAYS) };
}

export function isSelectable(date: IsoDate, window: PickupWindow): boolean {
  return (
    !isWeekend(date) && compareDates(date, window.earliest) >= 0 && compareDates(date, window.latest) <= 0
  );
}

/** Saturday and Sunday move to the following Monday; weekdays stay. */
export function moveOffWeekend(date: IsoDate): IsoDate {
  const weekday = weekdayOf(date);
  if (weekday === SATURDAY) return addDays(date, 2);
  return weekday === SUNDAY ? addDays(date, 1) : date;
}

/** The date to keep for a picked date: moved off a weekend, or null when outside the window. */
export function normalizePickupDate(date: IsoDate, window: PickupWindow): IsoDate | null {
  const moved = moveOffWeekend(date);
  return isSelectable(moved, window) ? moved : null;
}

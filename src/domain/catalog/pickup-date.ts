/**
 * Subscription pickup-date window (spec section 5): earliest is 2 days after the car's
 * availability date (or after today if none), pushed past a weekend (Saturday +3, Sunday +2);
 * latest is 30 days after availability (or today). The car is handed over on working days only:
 * no weekend and no Romanian public holiday, so an earliest day on a holiday moves to the next
 * working day, and a day the visitor picks off a working day moves forward to one (spec section 4
 * says weekends move to Monday). The help text under the field says exactly this.
 */
import { addDays, compareDates, type IsoDate, laterOf, weekdayOf } from '../dates.ts';
import { isWorkingDay } from '../public-holidays.ts';

export { isWorkingDay };

export interface PickupWindow {
  readonly earliest: IsoDate;
  readonly latest: IsoDate;
}

const EARLIEST_OFFSET_DAYS = 2;
const LATEST_OFFSET_DAYS = 30;
const SATURDAY = 6;
const SUNDAY = 0;

/** The day itself when it is a working day, else the first working day after it. */
export function nextWorkingDay(date: IsoDate): IsoDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

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
  return { earliest: nextWorkingDay(earliest), latest: addDays(base, LATEST_OFFSET_DAYS) };
}

export function isSelectable(date: IsoDate, window: PickupWindow): boolean {
  return (
    isWorkingDay(date) && compareDates(date, window.earliest) >= 0 && compareDates(date, window.latest) <= 0
  );
}

/** The date to keep for a picked date: moved to a working day, or null when outside the window. */
export function normalizePickupDate(date: IsoDate, window: PickupWindow): IsoDate | null {
  const moved = nextWorkingDay(date);
  return isSelectable(moved, window) ? moved : null;
}

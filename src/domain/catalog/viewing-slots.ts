/**
 * Viewing-reservation hours (spec section 9): hourly slots from the start hour up to but excluding
 * the end hour of the location's weekday, Saturday or Sunday opening hours, minus hours already
 * booked that date and, today, the hours already started (Romanian time: at 15:30 the first slot
 * offered is 16:00). No slot on a Romanian public holiday: the showrooms close on the days the
 * pickup calendar skips (public-holidays.ts, the one list). Shared by the form and the server,
 * which refuses a slot this does not offer.
 */
import type { CarDetail } from '../cms-schemas.ts';
import { compareDates, type IsoDate, isIsoDate, type ShopNow, weekdayOf } from '../dates.ts';
import { isPublicHoliday } from '../public-holidays.ts';

export type CarLocation = CarDetail['location'];
type OpeningHours = CarLocation['opening_hours']['weekday'];

function hoursFor(location: CarLocation, date: IsoDate): OpeningHours {
  const weekday = weekdayOf(date);
  if (weekday === 6) return location.opening_hours.saturday;
  return weekday === 0 ? location.opening_hours.sunday : location.opening_hours.weekday;
}

/** closedForHoliday('2025-12-25') → true: no viewing on a public holiday, whatever the hours. */
export function closedForHoliday(date: string): boolean {
  return isIsoDate(date) && isPublicHoliday(date);
}

/** The hourly slots the location opens on `date`, bookings and the clock aside. */
export function openSlots(location: CarLocation, date: IsoDate): number[] {
  if (!isIsoDate(date) || closedForHoliday(date)) return [];
  const hours = hoursFor(location, date);
  if (hours === null) return [];
  const slots: number[] = [];
  for (let hour = hours.start; hour < hours.end; hour += 1) slots.push(hour);
  return slots;
}

/** True for a slot on a past day, or today at an hour already running or gone. */
export function isPastSlot(date: IsoDate, hour: number, now: ShopNow): boolean {
  const order = compareDates(date, now.date);
  return order < 0 || (order === 0 && hour <= now.hour);
}

/** Free hours at the location on `date`; empty when closed, booked out, or the date is past. */
export function viewingSlots(location: CarLocation, date: IsoDate, now: ShopNow): number[] {
  const booked = new Set(location.reservations.filter((r) => r.date === date).map((r) => r.hour));
  return openSlots(location, date).filter((hour) => !booked.has(hour) && !isPastSlot(date, hour, now));
}

export function isSlotAvailable(location: CarLocation, date: IsoDate, hour: number, now: ShopNow): boolean {
  return viewingSlots(location, date, now).includes(hour);
}

/** slotLabel(9) === '09:00' */
export function slotLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * Viewing-reservation hours (spec section 9): hourly slots from the start hour up to but excluding
 * the end hour of the location's weekday, Saturday or Sunday opening hours, minus hours already
 * booked that date. Shared by the form and the server, which refuses a slot this does not offer.
 */
import type { CarDetail } from '../../lib/cms/schemas.ts';
import { compareDates, type IsoDate, isIsoDate, weekdayOf } from '../../lib/dates.ts';

export type CarLocation = CarDetail['location'];
type OpeningHours = CarLocation['opening_hours']['weekday'];

function hoursFor(location: CarLocation, date: IsoDate): OpeningHours {
  const weekday = weekdayOf(date);
  if (weekday === 6) return location.opening_hours.saturday;
  return weekday === 0 ? location.opening_hours.sunday : location.opening_hours.weekday;
}

/** Free hours at the location on `date`; empty when closed, booked out, or the date is past. */
export function viewingSlots(location: CarLocation, date: IsoDate, today: IsoDate): number[] {
  if (!isIsoDate(date) || compareDates(date, today) < 0) return [];
  const hours = hoursFor(location, date);
  if (hours === null) return [];
  const booked = new Set(location.reservations.filter((r) => r.date === date).map((r) => r.hour));
  const slots: number[] = [];
  for (let hour = hours.start; hour < hours.end; hour += 1) {
    if (!booked.has(hour)) slots.push(hour);
  }
  return slots;
}

export function isSlotAvailable(location: CarLocation, date: IsoDate, hour: number, today: IsoDate): boolean {
  return viewingSlots(location, date, today).includes(hour);
}

/** slotLabel(9) === '09:00' */
export function slotLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

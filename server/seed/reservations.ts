/** A few viewing bookings already taken, so the viewing modal shows some hours as busy. */

import { closedForHoliday } from '../../src/domain/catalog/viewing-slots.ts';
import { addDays, weekdayOf } from '../../src/domain/dates.ts';
import type { ShowroomSeed } from './data/lookups.ts';
import type { Random } from './random.ts';

const FIRST_NAMES = [
  'Andrei',
  'Maria',
  'Alexandru',
  'Elena',
  'Stefan',
  'Ioana',
  'Vlad',
  'Ana',
  'Bogdan',
  'Cristina',
];
const LAST_NAMES = [
  'Popa',
  'Georgescu',
  'Stoica',
  'Munteanu',
  'Lazar',
  'Dinu',
  'Toma',
  'Barbu',
  'Matei',
  'Ilie',
];

/** No uuid: it is the booking's cancel link, so the database draws it (crypto-random), never the seed. */
export interface ReservationSeed {
  carSku: string;
  location: string;
  firstName: string;
  lastName: string;
  phoneNo: string;
  email: string;
  date: string;
  hour: number;
}

/** Hours a showroom takes viewings on `day` (break excluded); empty when closed or a holiday. */
export function openHours(showroom: ShowroomSeed, day: string): number[] {
  // The viewing rule's holidays (viewing-slots.ts): no seeded booking on a day nobody can book.
  if (closedForHoliday(day)) return [];
  const dow = weekdayOf(day);
  const span = dow === 0 ? null : dow === 6 ? showroom.saturday : showroom.weekday;
  if (!span) return [];
  const hours: number[] = [];
  for (let h = span[0]; h < span[1]; h++) {
    if (showroom.break && h >= showroom.break[0] && h < showroom.break[1]) continue;
    hours.push(h);
  }
  return hours;
}

/** Up to `count` bookings on the given cars, on distinct (showroom, date, hour) slots after `today`. */
export function generateReservations(
  random: Random,
  cars: readonly { sku: string; location: string }[],
  showrooms: readonly ShowroomSeed[],
  today: string,
  count: number,
): ReservationSeed[] {
  const taken = new Set<string>();
  const result: ReservationSeed[] = [];
  for (const car of random.sample(cars, count)) {
    const showroom = showrooms.find((s) => s.name === car.location);
    if (!showroom) continue;
    // A few tries: the drawn day may be a Sunday or a Saturday the showroom is closed.
    let date = today;
    let free: number[] = [];
    for (let attempt = 0; attempt < 5 && free.length === 0; attempt++) {
      date = addDays(today, random.int(1, 14));
      free = openHours(showroom, date).filter((h) => !taken.has(`${car.location}|${date}|${h}`));
    }
    if (free.length === 0) continue;
    const hour = random.pick(free);
    taken.add(`${car.location}|${date}|${hour}`);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    result.push({
      carSku: car.sku,
      location: car.location,
      firstName,
      lastName,
      phoneNo: `+407${random.int(20, 99)}${String(random.int(0, 999_999)).padStart(6, '0')}`,
      email: `${firstName}.${lastName}@example.ro`.toLowerCase(),
      date,
      hour,
    });
  }
  return result;
}

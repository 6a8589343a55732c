/**
 * A location shaped as the car page sees it (opening hours plus live bookings on one date), so the
 * server decides with the same `viewingSlots` rule that built the visitor's hour list.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CarLocation } from '../../../src/domain/catalog/viewing-slots.ts';
import type { Database } from '../../db/client.ts';
import { locations, reservations } from '../../db/schema.ts';

type Hours = { start: number; end: number } | null;
const hours = (start: number | null, end: number | null): Hours =>
  start === null || end === null ? null : { start, end };

/** The location with its live (not cancelled) bookings on `date`; null when it does not exist. */
export async function locationOnDate(
  db: Database,
  locationId: number,
  date: string,
): Promise<CarLocation | null> {
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId)).limit(1);
  if (!row) return null;
  const booked = await db
    .select({ date: reservations.date, hour: reservations.hour })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationId, locationId),
        eq(reservations.date, date),
        isNull(reservations.cancelledAt),
      ),
    );
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    address: row.address,
    opening_hours: {
      weekday: hours(row.weekdayStart, row.weekdayEnd),
      saturday: hours(row.saturdayStart, row.saturdayEnd),
      sunday: hours(row.sundayStart, row.sundayEnd),
      break: hours(row.breakStart, row.breakEnd),
    },
    reservations: booked,
  };
}

/**
 * Viewing reservations. Booking checks the slot with the same rule as the form, then relies on the
 * partial unique index `reservations_live_slot` for the race the check cannot see: of two visitors
 * inserting the same live slot at once, PostgreSQL lets exactly one through and the other gets 409.
 * Cancelling sets cancelled_at, which takes the row out of that index and frees the hour.
 * A booking's e-mails (the visitor's confirmation, the business inbox's notice) are written to the
 * outbox in the booking's transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  type CarLocation,
  isPastSlot,
  isSlotAvailable,
  openSlots,
} from '../../../src/domain/catalog/viewing-slots.ts';
import type { ShopNow } from '../../../src/domain/dates.ts';
import type { ViewingRequest } from '../../../src/domain/forms/viewing-schema.ts';
import { UUID_PATTERN } from '../../../src/domain/ids.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { reservations } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { refusedField } from '../../http/request-body.ts';
import type { MailMessage } from '../../mail/outbox.ts';
import { storeWithMails } from '../../mail/store-with-mails.ts';
import { type CarFacts, carById, isViewable } from './car-lookup.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { locationOnDate } from './viewing-location.ts';

export const LIVE_SLOT_INDEX = 'reservations_live_slot';

export const slotTaken = (): ApiError => new ApiError(409, ro.leads.slotTaken);

export interface BookedViewing {
  uuid: string;
  car: CarFacts;
  location: CarLocation;
}

/** The booking's e-mails, given the booking and the business inbox. */
export type ViewingMails = (booked: BookedViewing, businessInbox: string) => readonly MailMessage[];

export async function bookViewing(
  db: Database,
  request: ViewingRequest,
  now: ShopNow,
  mails: { businessInbox: string; of: ViewingMails },
): Promise<BookedViewing> {
  const car = await carById(db, request.car_id);
  if (!car || !isViewable(car)) throw refusedField('car_id', ro.leads.carNotBookable);
  const location = await locationOnDate(db, car.locationId, request.date);
  if (!location) throw refusedField('car_id', ro.leads.carNotBookable);
  if (!openSlots(location, request.date).includes(request.hour)) {
    throw refusedField('hour', ro.leads.slotOutsideHours);
  }
  if (isPastSlot(request.date, request.hour, now)) throw refusedField('hour', ro.leads.slotPast);
  if (!isSlotAvailable(location, request.date, request.hour, now)) throw slotTaken();

  try {
    return await storeWithMails(
      db,
      mails.businessInbox,
      async (tx) => {
        const [row] = await tx
          .insert(reservations)
          .values({
            carId: car.id,
            locationId: location.id,
            firstName: request.first_name,
            lastName: request.last_name,
            phoneNo: request.phone_no,
            email: request.email,
            date: request.date,
            hour: request.hour,
          })
          .returning({ uuid: reservations.uuid });
        if (!row) throw new Error('reservation insert returned no row');
        return { uuid: row.uuid, car, location };
      },
      mails.of,
    );
  } catch (error) {
    if (isUniqueViolation(error, LIVE_SLOT_INDEX)) throw slotTaken();
    throw error;
  }
}

/** 404 unknown, 410 already cancelled, 422 not a uuid at all. */
export async function cancelViewing(
  db: Database,
  uuid: string,
): Promise<{ uuid: string; cancelled_at: string }> {
  if (!UUID_PATTERN.test(uuid)) throw refusedField('uuid', ro.leads.reservationLinkInvalid);
  const [existing] = await db
    .select({ cancelledAt: reservations.cancelledAt })
    .from(reservations)
    .where(eq(reservations.uuid, uuid))
    .limit(1);
  if (!existing) throw new ApiError(404, ro.leads.reservationNotFound);
  // The `is null` condition makes two simultaneous cancellations answer 200 once and 410 once.
  const [cancelled] = await db
    .update(reservations)
    .set({ cancelledAt: new Date() })
    .where(and(eq(reservations.uuid, uuid), isNull(reservations.cancelledAt)))
    .returning({ cancelledAt: reservations.cancelledAt });
  if (!cancelled?.cancelledAt) throw new ApiError(410, ro.leads.reservationAlreadyCancelled);
  return { uuid, cancelled_at: cancelled.cancelledAt.toISOString() };
}

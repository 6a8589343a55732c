/**
 * One paid reservation per car. The reservation fee's success and the `car_reservations` row (car
 * id as primary key) commit in one transaction, so of any number of concurrent payers for one car
 * exactly one wins; the others' charges are declined before money is taken. The winner's car turns
 * reserved (visibility 4) at once for the live API, and a content event makes the next rebuild
 * show it too.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { type ContentChange, recordContentEvent } from '../content-events/content-events.ts';
import type { Database } from '../db/client.ts';
import { carReservations, cars, clientOrders } from '../db/schema.ts';
import type { DbContext } from './order-repository.ts';

export const RESERVED_VISIBILITY = 4;

/**
 * Reserves the order's car for this payment, inside the caller's transaction; null when another
 * paid order holds the car (the caller rolls back).
 */
export async function reserveOrderCar(
  tx: Database,
  orderUuid: string,
  paymentId: string,
): Promise<ContentChange | null> {
  const [order] = await tx
    .select({ carId: clientOrders.carId, sku: cars.sku })
    .from(clientOrders)
    .innerJoin(cars, eq(cars.id, clientOrders.carId))
    .where(eq(clientOrders.uuid, orderUuid))
    .limit(1);
  if (!order) return null;
  const inserted = await tx
    .insert(carReservations)
    .values({ carId: order.carId, orderUuid, paymentId })
    .onConflictDoNothing({ target: carReservations.carId })
    .returning({ carId: carReservations.carId });
  if (inserted.length === 0) return null;
  // updated_at moves with every car write: caches keyed on it (orders/car-payment-info.ts) rely on it.
  await tx
    .update(cars)
    .set({ carVisibilityId: RESERVED_VISIBILITY, updatedAt: sql`now()` })
    .where(eq(cars.id, order.carId));
  return recordContentEvent(tx, 'car.reserved', order.sku);
}

/** True when a paid order other than `orderUuid` holds the car. */
export async function isCarReservedByOther(
  db: DbContext,
  carId: number,
  orderUuid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ carId: carReservations.carId })
    .from(carReservations)
    .where(and(eq(carReservations.carId, carId), ne(carReservations.orderUuid, orderUuid)))
    .limit(1);
  return row !== undefined;
}

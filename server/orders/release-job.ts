/**
 * The release of reservations left unpaid (issue 35): an order whose fee is not paid within the
 * setting `reservation_release_hours` (default 48) of its request is released. It can no longer be
 * paid (payable.ts answers `closed`), the customer is told by e-mail in the same transaction, and
 * the car is anyone's to book again (a reservation it held, if any, goes back to stock).
 *
 * Refused orders are left alone (their applicant may ask for a human review), and so are orders
 * with a payment in progress (a 3-D Secure challenge, a Stripe payment the reconciliation settles).
 * Orders are claimed `FOR UPDATE SKIP LOCKED` and released in the claim's transaction, so any
 * number of shop processes on one PostgreSQL release each order once.
 */
import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { releaseCutoff, releaseHoursOf } from '../../src/domain/desk/order-desk.ts';
import type { NotifyContentChange } from '../content-events/content-events.ts';
import type { Database } from '../db/client.ts';
import { clientOrders, payments } from '../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import { createOutboxMailer } from '../mail/outbox.ts';
import { releasedMail } from '../mail/templates/orders/desk-mails.ts';
import { RELEASE_HOURS_SETTING, readSettings } from '../routes/settings/settings.handlers.ts';
import { deskStatusSql } from './desk-status.ts';
import { lockOrder, releaseReservedCar } from './order-status.ts';

export interface ReleaseDeps {
  db: Database;
  now: () => Date;
  /** The site's origin for the e-mails' links. */
  siteOrigin: string;
  /** Hears of a car given back to stock (catalogue caches, rebuild); default: nothing. */
  notify?: NotifyContentChange | undefined;
}

const BATCH = 50;

/** One pass: releases the due orders (at most a batch); answers how many. `onlyOrder` limits it to one. */
export async function releaseUnpaidReservations(deps: ReleaseDeps, onlyOrder?: string): Promise<number> {
  const now = deps.now();
  const changes = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const hours = releaseHoursOf((await readSettings(tx))[RELEASE_HOURS_SETTING]);
    const due = await tx
      .select({ uuid: clientOrders.uuid })
      .from(clientOrders)
      .where(
        and(
          isNull(clientOrders.paidAt),
          isNull(clientOrders.releasedAt),
          isNull(clientOrders.cancelledAt),
          lt(clientOrders.createdAt, releaseCutoff(now, hours)),
          inArray(deskStatusSql, ['in_progress', 'approved']),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.orderUuid, clientOrders.uuid),
                  inArray(payments.status, ['pending', 'challenge']),
                ),
              ),
          ),
          onlyOrder ? eq(clientOrders.uuid, onlyOrder) : undefined,
        ),
      )
      .orderBy(asc(clientOrders.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const send = createOutboxMailer(tx);
    const released = [];
    for (const { uuid } of due) {
      const order = await lockOrder(tx, uuid, deps.siteOrigin);
      if (!order) continue;
      await tx
        .update(clientOrders)
        .set({ releasedAt: now, updatedAt: now })
        .where(eq(clientOrders.uuid, uuid));
      const change = await releaseReservedCar(tx, order);
      if (change) released.push(change);
      await send(releasedMail(order.ctx, hours, order.sku));
    }
    return { count: due.length, released };
  });
  for (const change of changes.released) deps.notify?.(change);
  return changes.count;
}

/** The job's loop in the shop process (every minute by default). */
export function startReleaseJob(
  deps: ReleaseDeps & { idleMs?: number | undefined; log?: (line: string) => void },
): BackgroundLoop {
  return startBackgroundLoop({
    name: 'reservation release',
    pass: () => releaseUnpaidReservations(deps),
    batchSize: BATCH,
    idleMs: deps.idleMs ?? 60_000,
    log: deps.log,
  });
}

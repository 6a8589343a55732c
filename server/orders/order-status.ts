/**
 * The operations desk's status actions on an order (issue 35): agree the handover date, mark the
 * car handed over, cancel the order; and staff's internal notes. Each runs in one transaction that
 * locks the order's row, checks the action against the order's stage (src/domain/desk), changes
 * the order, writes the customer's e-mail to the outbox and the audit entry, all or nothing. The
 * transaction's `shop.actor` names the staff member, so the trigger's event carries it.
 *
 * A cancelled order that held its car (a paid reservation) gives it back to stock at once: the
 * reservation row goes, the car turns "in stock" (visibility 2) and a `car.released` content event
 * makes the site show it; the stock-alert notifier tells the model's subscribers.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { todayIn } from '../../src/domain/dates.ts';
import { type DeskAction, type DeskStatus, mayTake } from '../../src/domain/desk/order-desk.ts';
import { roOrderDesk } from '../../src/i18n/ro/order-desk.ts';
import { fill } from '../../src/i18n/ro.ts';
import { type AuditSource, recordAudit } from '../audit/audit-log.ts';
import {
  type ContentChange,
  type NotifyContentChange,
  recordContentEvent,
} from '../content-events/content-events.ts';
import type { Database } from '../db/client.ts';
import { carReservations, cars, clientOrders, orderNotes, payments } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { createOutboxMailer, type MailMessage } from '../mail/outbox.ts';
import { cancelledMail, deliveredMail, handoverDateMail } from '../mail/templates/orders/desk-mails.ts';
import type { StateMailContext } from '../mail/templates/orders/order-state-mails.ts';
import { deskStatusSql } from './desk-status.ts';
import { isUuid } from './order-repository.ts';

/** The car a reservation gives back to stock turns to this visibility. */
export const IN_STOCK_VISIBILITY = 2;
const RESERVED_VISIBILITY = 4;

export interface StatusDeps {
  db: Database;
  now: () => Date;
  notify: NotifyContentChange;
}

export type StatusChange =
  | { action: 'handover'; date: string }
  | { action: 'delivered' }
  | { action: 'cancel'; reason: string | null };

export interface LockedOrder {
  uuid: string;
  status: DeskStatus;
  handoverDate: string | null;
  paidAt: Date | null;
  carId: number;
  sku: string;
  productName: string;
  ctx: StateMailContext;
}

/** The order's row, locked until the transaction ends, with its stage; null when unknown. */
export async function lockOrder(tx: Database, uuid: string, siteOrigin: string): Promise<LockedOrder | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await tx
    .select({
      uuid: clientOrders.uuid,
      status: deskStatusSql,
      handoverDate: clientOrders.handoverDate,
      paidAt: clientOrders.paidAt,
      carId: clientOrders.carId,
      sku: clientOrders.sku,
      productType: clientOrders.productType,
      person: clientOrders.person,
      contact: clientOrders.contact,
      accessToken: clientOrders.accessToken,
      decisionFacts: clientOrders.decisionFacts,
    })
    .from(clientOrders)
    .where(eq(clientOrders.uuid, uuid))
    .for('update');
  if (!row) return null;
  const [car] = await tx.select({ productName: cars.productName }).from(cars).where(eq(cars.id, row.carId));
  const productName = car?.productName ?? row.sku;
  return {
    uuid: row.uuid,
    status: row.status,
    handoverDate: row.handoverDate,
    paidAt: row.paidAt,
    carId: row.carId,
    sku: row.sku,
    productName,
    ctx: { order: row, productName, siteOrigin },
  };
}

/** Names the staff member in the events the trigger writes during this transaction. */
export async function actAs(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select set_config('shop.actor', ${email}, true)`);
}

export const orderNotFound = () => new ApiError(404, roOrderDesk.errors.orderNotFound);

const notAllowed = (status: DeskStatus) =>
  new ApiError(409, fill(roOrderDesk.errors.actionNotAllowed, { status: roOrderDesk.statuses[status] }));

/** Gives a reserved car back to stock, inside the caller's transaction; null when it held none. */
export async function releaseReservedCar(tx: Database, order: LockedOrder): Promise<ContentChange | null> {
  const removed = await tx
    .delete(carReservations)
    .where(eq(carReservations.orderUuid, order.uuid))
    .returning({ carId: carReservations.carId });
  if (removed.length === 0) return null;
  const [car] = await tx
    .update(cars)
    .set({ carVisibilityId: IN_STOCK_VISIBILITY, updatedAt: sql`now()` })
    .where(sql`${cars.id} = ${order.carId} and ${cars.carVisibilityId} = ${RESERVED_VISIBILITY}`)
    .returning({ sku: cars.sku });
  return car ? recordContentEvent(tx, 'car.released', car.sku) : null;
}

async function hasOpenPayment(tx: Database, uuid: string): Promise<boolean> {
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['pending', 'challenge'])))
    .limit(1);
  return open.length > 0;
}

const ACTION_OF: Record<StatusChange['action'], DeskAction> = {
  handover: 'handover',
  delivered: 'delivered',
  cancel: 'cancel',
};

const STATUS_AFTER: Record<StatusChange['action'], DeskStatus> = {
  handover: 'handover_set',
  delivered: 'delivered',
  cancel: 'cancelled',
};

/**
 * Applies one status action for `source`'s staff member; answers the new stage. 404 for an unknown
 * order, 409 when the order's stage does not allow the action.
 */
export async function changeOrderStatus(
  deps: StatusDeps,
  source: AuditSource,
  uuid: string,
  change: StatusChange,
  siteOrigin: string,
): Promise<{ status: DeskStatus }> {
  const now = deps.now();
  const { status, released } = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const order = await lockOrder(tx, uuid, siteOrigin);
    if (!order) throw orderNotFound();
    if (!mayTake(order.status, ACTION_OF[change.action])) throw notAllowed(order.status);
    // A card payment still open could succeed after the cancellation and reserve the car again.
    if (change.action === 'cancel' && (await hasOpenPayment(tx, uuid))) {
      throw new ApiError(409, roOrderDesk.errors.paymentInProgress);
    }
    await actAs(tx, source.actor.email);
    let mail: MailMessage;
    let released: ContentChange | null = null;
    const after: Record<string, unknown> = { status: STATUS_AFTER[change.action] };
    if (change.action === 'handover') {
      await tx
        .update(clientOrders)
        .set({ handoverDate: change.date, updatedAt: now })
        .where(eq(clientOrders.uuid, uuid));
      mail = handoverDateMail(order.ctx, change.date, order.handoverDate !== null);
      after.handover_date = change.date;
    } else if (change.action === 'delivered') {
      await tx
        .update(clientOrders)
        .set({ deliveredAt: now, updatedAt: now })
        .where(eq(clientOrders.uuid, uuid));
      mail = deliveredMail(order.ctx, todayIn(now));
    } else {
      await tx
        .update(clientOrders)
        .set({ cancelledAt: now, cancelReason: change.reason, updatedAt: now })
        .where(eq(clientOrders.uuid, uuid));
      released = await releaseReservedCar(tx, order);
      mail = cancelledMail(order.ctx, change.reason, order.paidAt !== null);
      after.reason = change.reason;
      after.car_released = released !== null;
    }
    await createOutboxMailer(tx)(mail);
    await recordAudit(
      tx,
      source,
      {
        action: 'order.status',
        target: `orders/${uuid}`,
        before: { status: order.status, handover_date: order.handoverDate },
        after,
      },
      now,
    );
    return { status: STATUS_AFTER[change.action], released };
  });
  // After the commit: the catalogue caches drop the car's reserved state and the site is rebuilt.
  if (released) deps.notify(released);
  return { status };
}

/** An internal note on the order (never shown to the customer), with its audit entry. */
export async function addOrderNote(
  deps: Pick<StatusDeps, 'db' | 'now'>,
  source: AuditSource,
  uuid: string,
  body: string,
): Promise<{ id: number; at: string }> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (!isUuid(uuid)) throw orderNotFound();
    const [order] = await tx
      .select({ uuid: clientOrders.uuid })
      .from(clientOrders)
      .where(eq(clientOrders.uuid, uuid));
    if (!order) throw orderNotFound();
    const [note] = await tx
      .insert(orderNotes)
      .values({
        orderUuid: uuid,
        authorId: source.actor.accountId,
        authorEmail: source.actor.email,
        body,
        createdAt: now,
      })
      .returning({ id: orderNotes.id });
    if (!note) throw new Error('order note insert returned no row');
    await recordAudit(
      tx,
      source,
      { action: 'order.note', target: `orders/${uuid}`, after: { note_id: note.id, text: body } },
      now,
    );
    return { id: note.id, at: now.toISOString() };
  });
}

/**
 * An order's progress as the order page shows it (src/domain/order/order-timeline.ts): its state
 * from the order row, the dates from its events, its withdrawal and its review request and answer.
 */
import { asc, eq } from 'drizzle-orm';
import type { OrderProgress } from '../../src/domain/order/order-timeline.ts';
import { orderEvents, withdrawals } from '../db/schema.ts';
import type { OrderRecord } from './order.ts';
import { DECISION_INPUTS } from './order-events.ts';
import type { DbContext } from './order-repository.ts';
import { type ReviewOutcomeAnswer, reviewStateOf } from './reviews.ts';
import { outcomeOf } from './steps.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function orderEventsOf(db: DbContext, orderUuid: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderUuid, orderUuid))
    .orderBy(asc(orderEvents.id));
}

/** The time of the last event matching, as ISO; null when there is none. */
function lastAt(events: readonly OrderEventRow[], match: (event: OrderEventRow) => boolean): string | null {
  return events.findLast(match)?.at.toISOString() ?? null;
}

const IDENTIFICATION_END = new Set(['identified', 'error1', 'error2', 'error3']);
const SIGNING_END = new Set(['signed', 'error4']);

export function progressOf(
  order: OrderRecord,
  events: readonly OrderEventRow[],
  withdrawnAt: Date | null,
  review: OrderProgress['review'],
): OrderProgress {
  return {
    product: order.productType,
    person: order.person,
    createdAt: order.createdAt.toISOString(),
    outcome: outcomeOf(order),
    // The notifier's outcome event; before it has run, the last change of a decision's input.
    outcomeAt:
      lastAt(events, (event) => event.kind === 'outcome') ??
      lastAt(events, (event) => DECISION_INPUTS.has(event.kind)),
    identification: order.identificationStatus,
    identifiedAt: lastAt(
      events,
      (e) => e.kind === 'identification' && IDENTIFICATION_END.has(e.detail ?? ''),
    ),
    signedAt: lastAt(events, (e) => e.kind === 'identification' && SIGNING_END.has(e.detail ?? '')),
    paidAt: order.paidAt?.toISOString() ?? null,
    contactRequested: order.contactRequested,
    review,
    withdrawnAt: withdrawnAt?.toISOString() ?? null,
    ...deskProgress(events),
  };
}

/** The operations desk's states (order-status.ts, release-job.ts), from their events. */
function deskProgress(events: readonly OrderEventRow[]): Partial<OrderProgress> {
  const handover = events.findLast((event) => event.kind === 'handover_date');
  const closing = events.findLast((event) => event.kind === 'cancelled' || event.kind === 'released');
  return {
    handoverSetAt: handover?.at.toISOString() ?? null,
    handoverDate: handover?.detail ?? null,
    deliveredAt: lastAt(events, (event) => event.kind === 'delivered'),
    closed: closing
      ? { kind: closing.kind === 'cancelled' ? 'cancelled' : 'released', at: closing.at.toISOString() }
      : null,
  };
}

/**
 * Reads what the order row does not hold and builds the progress, with the reviewer's answer when
 * a refused individual asked for a human review (after an approval the order is no longer refused).
 */
export async function loadProgress(
  db: DbContext,
  order: OrderRecord,
): Promise<OrderProgress & { reviewAnswer: ReviewOutcomeAnswer | null }> {
  const [events, withdrawal, review] = await Promise.all([
    orderEventsOf(db, order.uuid),
    db
      .select({ withdrawnAt: withdrawals.withdrawnAt })
      .from(withdrawals)
      .where(eq(withdrawals.orderUuid, order.uuid)),
    order.person === 1
      ? reviewStateOf(db, order.uuid)
      : Promise.resolve({ state: 'none' as const, answer: null }),
  ]);
  return {
    ...progressOf(order, events, withdrawal[0]?.withdrawnAt ?? null, review.state),
    reviewAnswer: review.answer,
  };
}

/**
 * An order's whole history for the operations desk, oldest first: its events (order_events: the
 * request, each wizard step, each automated decision with its facts and reason, identification and
 * signing, the payment, the delivery choice, the desk's states), its payment attempts and refund,
 * its withdrawal, its review request, and staff's internal notes. Each entry says when, who
 * (customer, system or the staff member) and what, in Romanian. Staff only: the customer's page
 * has its own timeline (src/domain/order/order-timeline.ts) and never shows notes.
 */
import { asc, eq } from 'drizzle-orm';
import { ratioText } from '../../src/domain/credit/affordability-text.ts';
import { decisionExplanation } from '../../src/domain/credit/decision-text.ts';
import { formatAmount, formatDate } from '../../src/domain/format.ts';
import { roOrderDesk } from '../../src/i18n/ro/order-desk.ts';
import { fill } from '../../src/i18n/ro.ts';
import { decisionReviews, orderNotes, payments, withdrawals } from '../db/schema.ts';
import type { DecisionFacts } from './order.ts';
import { type OrderEventRow, orderEventsOf } from './order-progress.ts';
import type { DbContext } from './order-repository.ts';

const t = roOrderDesk.timeline;

export type TimelineActor = 'customer' | 'system' | 'staff';

export interface DeskTimelineEntry {
  at: string;
  kind: string;
  title: string;
  details: string[];
  actor: TimelineActor;
  /** The staff member's e-mail when `actor` is staff. */
  actor_email: string | null;
}

const lei = (amount: number) => `${formatAmount(amount)} lei`;

/** The figures behind an individual's automated decision. */
export function factsLines(facts: DecisionFacts | null, reasonCodes: readonly string[]): string[] {
  const lines: string[] = [];
  if (facts) {
    lines.push(
      facts.debt_service_ratio === null
        ? fill(t.factsNoIncome, {
            obligations: lei(facts.obligations_ron),
            instalment: lei(facts.instalment_ron),
          })
        : fill(t.facts, {
            income: lei(facts.net_income_ron),
            obligations: lei(facts.obligations_ron),
            instalment: lei(facts.instalment_ron),
            ratio: ratioText(facts.debt_service_ratio),
            cap: ratioText(facts.cap),
            currency: facts.currency,
          }),
      ...decisionExplanation(facts),
    );
  }
  if (reasonCodes.length > 0) lines.push(fill(t.reasonCodes, { codes: reasonCodes.join(', ') }));
  return lines;
}

const pick = <T extends Record<string, string>>(
  map: T,
  key: string | null | undefined,
): string | undefined =>
  key !== null && key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;

interface DecisionContext {
  facts: DecisionFacts | null;
  reasonCodes: readonly string[];
}

/** One order_events row as a timeline entry. */
export function eventEntry(event: OrderEventRow, decision: DecisionContext): DeskTimelineEntry {
  const base = { at: event.at.toISOString(), kind: event.kind, details: [] as string[] };
  const system = { actor: 'system' as const, actor_email: null };
  const customer = { actor: 'customer' as const, actor_email: null };
  const staffOr = (fallback: typeof system | typeof customer) =>
    event.actor ? { actor: 'staff' as const, actor_email: event.actor } : fallback;
  switch (event.kind) {
    case 'created':
      return { ...base, title: t.created, ...staffOr(customer) };
    case 'step':
      return { ...base, title: pick(t.step, event.detail) ?? String(event.detail), ...staffOr(customer) };
    case 'rating':
      return {
        ...base,
        title: pick(t.rating, event.detail) ?? event.kind,
        details: factsLines(decision.facts, decision.reasonCodes),
        ...staffOr(system),
      };
    case 'check1':
      return { ...base, title: pick(t.check1, event.detail) ?? event.kind, ...staffOr(system) };
    case 'check2':
      return { ...base, title: pick(t.check2, event.detail) ?? event.kind, ...staffOr(system) };
    case 'guarantor':
      return { ...base, title: t.guarantor, ...staffOr(customer) };
    case 'outcome':
      return { ...base, title: pick(t.outcome, event.detail) ?? event.kind, ...system };
    case 'identification':
      return {
        ...base,
        title:
          pick(t.identification, event.detail) ??
          fill(t.identification.other, { status: event.detail ?? '' }),
        ...staffOr(system),
      };
    case 'paid':
      return { ...base, title: t.paid, ...staffOr(customer) };
    case 'delivery':
      return { ...base, title: pick(t.delivery, event.detail) ?? event.kind, ...staffOr(customer) };
    case 'handover_date':
      return {
        ...base,
        title: fill(t.handoverDate, { date: event.detail ? formatDate(event.detail) : '' }),
        ...staffOr(system),
      };
    case 'delivered':
      return { ...base, title: t.delivered, ...staffOr(system) };
    case 'cancelled':
      return {
        ...base,
        title: t.cancelled,
        details: event.detail ? [fill(t.cancelReason, { reason: event.detail })] : [],
        ...staffOr(system),
      };
    case 'released':
      return { ...base, title: t.released, ...staffOr(system) };
    default:
      return { ...base, title: String(event.kind), ...staffOr(system) };
  }
}

/** Everything that happened to the order, oldest first (ties keep the sources' order). */
export async function deskTimeline(
  db: DbContext,
  orderUuid: string,
  decision: DecisionContext,
): Promise<DeskTimelineEntry[]> {
  const [events, paymentRows, withdrawalRows, reviewRows, notes] = await Promise.all([
    orderEventsOf(db, orderUuid),
    db.select().from(payments).where(eq(payments.orderUuid, orderUuid)).orderBy(asc(payments.createdAt)),
    db
      .select({ withdrawnAt: withdrawals.withdrawnAt })
      .from(withdrawals)
      .where(eq(withdrawals.orderUuid, orderUuid)),
    db
      .select({ createdAt: decisionReviews.createdAt, pointOfView: decisionReviews.pointOfView })
      .from(decisionReviews)
      .where(eq(decisionReviews.orderUuid, orderUuid)),
    db.select().from(orderNotes).where(eq(orderNotes.orderUuid, orderUuid)).orderBy(asc(orderNotes.id)),
  ]);
  const entries: DeskTimelineEntry[] = events.map((event) => eventEntry(event, decision));
  for (const payment of paymentRows) {
    entries.push({
      at: payment.createdAt.toISOString(),
      kind: 'payment',
      title: fill(t.payment, {
        status: pick(t.paymentStatuses, payment.status) ?? payment.status,
        amount: lei(payment.amountRon),
      }),
      details: [payment.provider, ...(payment.failureReason ? [payment.failureReason] : [])],
      actor: 'customer',
      actor_email: null,
    });
    if (payment.refundedAt && payment.refundAmountRon !== null) {
      entries.push({
        at: payment.refundedAt.toISOString(),
        kind: 'refund',
        title: fill(t.refund, { amount: lei(payment.refundAmountRon) }),
        details: payment.refundRef ? [payment.refundRef] : [],
        actor: 'system',
        actor_email: null,
      });
    }
  }
  for (const row of withdrawalRows) {
    entries.push({
      at: row.withdrawnAt.toISOString(),
      kind: 'withdrawal',
      title: t.withdrawal,
      details: [],
      actor: 'customer',
      actor_email: null,
    });
  }
  for (const row of reviewRows) {
    entries.push({
      at: row.createdAt.toISOString(),
      kind: 'review',
      title: t.reviewRequested,
      details: row.pointOfView ? [fill(t.reviewText, { text: row.pointOfView })] : [],
      actor: 'customer',
      actor_email: null,
    });
  }
  for (const note of notes) {
    entries.push({
      at: note.createdAt.toISOString(),
      kind: 'note',
      title: t.note,
      details: [note.body],
      actor: 'staff',
      actor_email: note.authorEmail,
    });
  }
  // A stable sort: entries of one instant keep the order of their sources (events by id first).
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

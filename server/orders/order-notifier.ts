/**
 * The order notifier: turns an order's recorded changes (order_events, written by the database in
 * the same statement as each change) into the customer's e-mails, through the outbox. The shop
 * process runs it in a loop; any number of processes may, on one PostgreSQL.
 *
 * A batch of waiting events is claimed `FOR UPDATE SKIP LOCKED` in a transaction that also writes
 * their e-mails and marks them notified: a crash before the commit leaves them waiting, after it
 * everything is written, so an e-mail is neither lost nor written twice. Composing these e-mails
 * is a few string templates, so the transaction stays short.
 *
 * A decision's inputs (an individual's rating, a company's checks, a guarantor) are compared, once
 * applied, with the outcome the customer was last told (the `outcome` events this writes): one
 * e-mail per new outcome, however many inputs changed.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orderEvents } from '../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import { createOutboxMailer, type MailMessage } from '../mail/outbox.ts';
import {
  onlineStepFailedMail,
  outcomeMail,
  type StateMailContext,
} from '../mail/templates/orders/order-state-mails.ts';
import { DECISION_INPUTS } from './order-events.ts';
import type { OrderEventRow } from './order-progress.ts';
import { type DbContext, findOrder } from './order-repository.ts';
import { outcomeOf } from './steps.ts';

export interface NotifierDeps {
  db: Database;
  now(): Date;
  /** The site's origin for the order page's links (SITE_URL, or the shop's own address). */
  siteOrigin: string;
}

const BATCH = 50;

async function lastToldOutcome(tx: DbContext, orderUuid: string): Promise<string | null> {
  const [row] = await tx
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderUuid, orderUuid), eq(orderEvents.kind, 'outcome')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.detail ?? null;
}

/** The e-mails one order's waiting events call for, and the outcome events to record. */
async function mailsFor(
  tx: DbContext,
  deps: NotifierDeps,
  orderUuid: string,
  events: readonly OrderEventRow[],
): Promise<{ mails: MailMessage[]; outcome: { value: 0 | 1 | 2; at: Date } | null }> {
  const found = await findOrder(tx, orderUuid);
  if (!found) return { mails: [], outcome: null };
  const ctx: StateMailContext = {
    order: found.order,
    productName: found.car.productName,
    siteOrigin: deps.siteOrigin,
  };
  const mails: MailMessage[] = [];
  let outcome: { value: 0 | 1 | 2; at: Date } | null = null;
  const decisionEvent = events.findLast((event) => DECISION_INPUTS.has(event.kind));
  const current = outcomeOf(found.order);
  if (decisionEvent && current !== null && String(current) !== (await lastToldOutcome(tx, orderUuid))) {
    outcome = { value: current, at: decisionEvent.at };
    mails.push(outcomeMail(ctx, current));
  }
  for (const event of events) {
    if (event.kind !== 'identification') continue;
    if (event.detail === 'error3') mails.push(onlineStepFailedMail(ctx, 'identification'));
    if (event.detail === 'error4') mails.push(onlineStepFailedMail(ctx, 'signing'));
  }
  return { mails, outcome };
}

/** One pass: answers how many events it handled. */
export async function notifyOrderEvents(deps: NotifierDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const waiting = await tx
      .select()
      .from(orderEvents)
      .where(isNull(orderEvents.notifiedAt))
      .orderBy(asc(orderEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return 0;
    const now = deps.now();
    const byOrder = Map.groupBy(waiting, (event) => event.orderUuid);
    const send = createOutboxMailer(tx);
    for (const [orderUuid, events] of byOrder) {
      const { mails, outcome } = await mailsFor(tx, deps, orderUuid, events);
      for (const mail of mails) await send(mail);
      if (outcome) {
        await tx.insert(orderEvents).values({
          orderUuid,
          kind: 'outcome',
          detail: String(outcome.value),
          at: outcome.at,
          notifiedAt: now,
        });
      }
    }
    await tx
      .update(orderEvents)
      .set({ notifiedAt: now })
      .where(
        inArray(
          orderEvents.id,
          waiting.map((event) => event.id),
        ),
      );
    return waiting.length;
  });
}

/** The notifier's loop in the shop process. */
export function startOrderNotifier(
  deps: NotifierDeps & { idleMs?: number | undefined; log?: (line: string) => void },
): BackgroundLoop {
  return startBackgroundLoop({
    name: 'order notifier',
    pass: () => notifyOrderEvents(deps),
    batchSize: BATCH,
    idleMs: deps.idleMs ?? 1000,
    log: deps.log,
  });
}

/**
 * The retention job (GDPR art. 5(1)(e)): deletes or anonymises what is past the period the admin
 * set (src/domain/privacy/retention.ts): leads and contact messages, refused applications, proof of
 * consents that ended long ago, and e-mails the outbox sent (never one still waiting to go).
 *
 * Every instance runs the loop; a pass takes a transaction-level advisory lock without waiting, so
 * on one PostgreSQL only one instance works at a time and the others skip that round (on PGlite
 * there is one process anyway). A pass that removed anything writes one `data.retention` audit
 * entry with the counts, in the same transaction.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  cutoffsOf,
  keepReasonOf,
  periodsOf,
  type RetentionCutoffs,
} from '../../src/domain/privacy/retention.ts';
import { CONSENT_MAX_AGE_DAYS } from '../../src/domain/site/consent.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { LOCK_IDS, LOCK_NAMESPACE } from '../db/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import {
  cars,
  clientOrders,
  consentRecords,
  contactMessages,
  decisionReviews,
  otherCreditRequests,
  outbox,
  payments,
  priceAlerts,
  reservations,
  savedQuotes,
  stockAlerts,
  subscribers,
} from '../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import type { DbContext } from '../orders/order-repository.ts';
import { outcomeOf } from '../orders/steps.ts';
import { readSettings } from '../routes/settings/settings.handlers.ts';
import { anonymiseOrders, notAnonymised } from './personal-data-erase.ts';
import { isKeptPayment } from './personal-data-find.ts';

export interface RetentionCounts {
  stockAlerts: number;
  viewings: number;
  contactMessages: number;
  otherCredit: number;
  savedQuotes: number;
  subscribers: number;
  priceAlerts: number;
  refusedOrders: number;
  consents: number;
  mails: number;
}

/** Who the job's audit entries name: no staff account, no network. */
const RETENTION_SOURCE = {
  actor: { accountId: null, email: 'retention-job', role: null },
  addressClass: null,
};

/** A car taken out of the offer (hidden, sold): src/domain/catalog/visibility.ts. */
const HIDDEN_VISIBILITY = 1;

const day = (date: Date) => date.toISOString().slice(0, 10);

async function deleteLeads(tx: DbContext, cutoff: Date) {
  const gone = (rows: { id: number }[]) => rows.length;
  return {
    stockAlerts: gone(
      await tx.delete(stockAlerts).where(lt(stockAlerts.createdAt, cutoff)).returning({ id: stockAlerts.id }),
    ),
    // A booking goes once both its request and the viewing day are past the period.
    viewings: gone(
      await tx
        .delete(reservations)
        .where(and(lt(reservations.createdAt, cutoff), lt(reservations.date, day(cutoff))))
        .returning({ id: reservations.id }),
    ),
    contactMessages: gone(
      await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, cutoff))
        .returning({ id: contactMessages.id }),
    ),
    otherCredit: gone(
      await tx
        .delete(otherCreditRequests)
        .where(lt(otherCreditRequests.createdAt, cutoff))
        .returning({ id: otherCreditRequests.id }),
    ),
    // Sent offers are leads too; one is past its use 30 days after it was sent, well inside the period.
    savedQuotes: gone(
      await tx.delete(savedQuotes).where(lt(savedQuotes.createdAt, cutoff)).returning({ id: savedQuotes.id }),
    ),
    // A live subscription is consent still in force; only a sign-up never confirmed, or one ended
    // by unsubscribing, is past its use.
    subscribers: gone(
      await tx
        .delete(subscribers)
        .where(
          or(
            lt(subscribers.unsubscribedAt, cutoff),
            and(
              isNull(subscribers.confirmedAt),
              isNull(subscribers.unsubscribedAt),
              lt(subscribers.createdAt, cutoff),
            ),
          ),
        )
        .returning({ id: subscribers.id }),
    ),
    // The same for a price alert, and one whose car has been out of the offer for the whole period
    // (hidden or sold): it could never alert again.
    priceAlerts: gone(
      await tx
        .delete(priceAlerts)
        .where(
          or(
            lt(priceAlerts.unsubscribedAt, cutoff),
            and(isNull(priceAlerts.confirmedAt), lt(priceAlerts.createdAt, cutoff)),
            sql`exists (select 1 from ${cars} where ${and(
              eq(cars.sku, priceAlerts.sku),
              eq(cars.carVisibilityId, HIDDEN_VISIBILITY),
              lt(cars.updatedAt, cutoff),
            )})`,
          ),
        )
        .returning({ id: priceAlerts.id }),
    ),
  };
}

/**
 * Refused applications whose last change (the refusal, or a review asked for since) is past the
 * period are anonymised like an erasure; anything paid or signed is never touched.
 */
async function anonymiseRefused(tx: DbContext, cutoff: Date, now: Date): Promise<number> {
  const candidates = await tx
    .select({
      uuid: clientOrders.uuid,
      person: clientOrders.person,
      rating: clientOrders.rating,
      check1Result: clientOrders.check1Result,
      check2Result: clientOrders.check2Result,
      guarantor: clientOrders.guarantor,
      paidAt: clientOrders.paidAt,
      identificationStatus: clientOrders.identificationStatus,
    })
    .from(clientOrders)
    .where(
      and(
        notAnonymised,
        isNull(clientOrders.paidAt),
        lt(clientOrders.updatedAt, cutoff),
        or(eq(clientOrders.rating, 0), eq(clientOrders.check1Result, 0), eq(clientOrders.check2Result, 0)),
      ),
    );
  if (candidates.length === 0) return 0;
  const uuids = candidates.map((order) => order.uuid);
  const paid = await tx
    .select({ orderUuid: payments.orderUuid, status: payments.status, refundStatus: payments.refundStatus })
    .from(payments)
    .where(inArray(payments.orderUuid, uuids));
  const recentReviews = await tx
    .select({ orderUuid: decisionReviews.orderUuid })
    .from(decisionReviews)
    .where(and(inArray(decisionReviews.orderUuid, uuids), gte(decisionReviews.createdAt, cutoff)));
  const refused = candidates.filter(
    (order) =>
      outcomeOf(order) === 0 &&
      keepReasonOf({
        ...order,
        payments: paid.filter((p) => p.orderUuid === order.uuid && isKeptPayment(p)).length,
      }) === null &&
      !recentReviews.some((review) => review.orderUuid === order.uuid),
  );
  await anonymiseOrders(
    tx,
    refused.map((order) => order.uuid),
    now,
  );
  return refused.length;
}

/** A consent ends when the same browser decides again or when it expires; the proof is kept after. */
async function deleteEndedConsents(tx: DbContext, cutoff: Date): Promise<number> {
  const rows = await tx
    .delete(consentRecords)
    .where(
      sql`least(
        (select min(n.created_at) from ${consentRecords} n
          where n.consent_id = ${consentRecords.consentId} and n.created_at > ${consentRecords.createdAt}),
        ${consentRecords.createdAt} + make_interval(days => ${CONSENT_MAX_AGE_DAYS})
      ) < ${cutoff.toISOString()}::timestamptz`,
    )
    .returning({ id: consentRecords.id });
  return rows.length;
}

async function deleteSentMails(tx: DbContext, cutoff: Date): Promise<number> {
  const rows = await tx
    .delete(outbox)
    .where(and(eq(outbox.status, 'sent'), isNotNull(outbox.sentAt), lt(outbox.sentAt, cutoff)))
    .returning({ id: outbox.id });
  return rows.length;
}

export async function applyRetention(
  tx: DbContext,
  cutoffs: RetentionCutoffs,
  now: Date,
): Promise<RetentionCounts> {
  return {
    ...(await deleteLeads(tx, cutoffs.leads)),
    refusedOrders: await anonymiseRefused(tx, cutoffs.refused, now),
    consents: await deleteEndedConsents(tx, cutoffs.consentEnded),
    mails: await deleteSentMails(tx, cutoffs.outboxSent),
  };
}

/** One pass: null when another instance holds the lock, otherwise what it removed. */
export async function retentionPass(db: Database, now: Date): Promise<RetentionCounts | null> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}, ${LOCK_IDS.retention}) as locked`,
    );
    // postgres-js answers the rows, PGlite an object holding them.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      locked: boolean;
    }[];
    if (!rows[0]?.locked) return null;
    const periods = periodsOf(await readSettings(tx));
    const counts = await applyRetention(tx, cutoffsOf(now, periods), now);
    if (Object.values(counts).some((n) => n > 0)) {
      await recordAudit(tx, RETENTION_SOURCE, { action: 'data.retention', after: { counts, periods } }, now);
    }
    return counts;
  });
}

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** The job's loop in the shop process: a pass every hour (the periods are months and days). */
export function startRetentionJob(deps: {
  db: Database;
  now: () => Date;
  idleMs?: number | undefined;
  log?: ((line: string) => void) | undefined;
}): BackgroundLoop {
  return startBackgroundLoop({
    name: 'retention',
    pass: async () => {
      await retentionPass(deps.db, deps.now());
      return 0;
    },
    batchSize: 1,
    idleMs: deps.idleMs ?? RETENTION_INTERVAL_MS,
    log: deps.log,
  });
}

/**
 * The decision jobs on the database: scheduling a row, completing a due row and the background
 * loop the shop process starts. A restart loses nothing: open rows stay in `decision_jobs` and the
 * next loop (or the next read of the order) runs them.
 *
 * Several instances sweep the same rows. A job is claimed by locking its open row with
 * `FOR UPDATE SKIP LOCKED` in the transaction that runs the check and sets completed_at, so:
 * - two instances never run the same job: the second one skips the locked row at once instead of
 *   waiting for it (and then re-running it, or finding it done), and moves on to the next job;
 * - the claim is the row lock itself, not a "running" mark: there is no lease to expire. A runner
 *   that crashes mid-check loses its session, PostgreSQL rolls the transaction back and the row is
 *   open and unlocked again for the next sweep; a check that throws rolls back the same way.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { decisionJobs } from '../db/schema.ts';
import { errorSummary } from '../http/error-summary.ts';
import { abortableSleep } from '../jobs/abortable-sleep.ts';
import { orderRate } from '../orders/fees.ts';
import { type DbContext, findOrder, updateOrder } from '../orders/order-repository.ts';
import { monthlyCommitment } from '../orders/terms.ts';
import { jobIsDue } from './due-jobs.ts';
import { check1Patch, check2Patch } from './order-checks.ts';
import { type CompanyRegistry, sandboxRegistry } from './registry.ts';
import {
  DEFAULT_JOB_DELAYS,
  type DecisionJob,
  type DecisionJobKind,
  type JobDelays,
  type JobRunnerDeps,
  runDueJobs,
  runJobLoop,
  scheduleJob,
} from './scheduler.ts';

export interface DecisionDeps {
  db: Database;
  eurRonRate: number;
  now(): Date;
  registry?: CompanyRegistry;
}

export async function scheduleDecisionJob(
  db: DbContext,
  orderUuid: string,
  kind: DecisionJobKind,
  now: Date,
  delays: JobDelays = DEFAULT_JOB_DELAYS,
): Promise<void> {
  await db.insert(decisionJobs).values(scheduleJob(orderUuid, kind, now, delays));
}

const jobColumns = {
  id: decisionJobs.id,
  orderUuid: decisionJobs.orderUuid,
  kind: decisionJobs.kind,
  dueAt: decisionJobs.dueAt,
  completedAt: decisionJobs.completedAt,
};

function dueJobs(db: DbContext, now: Date, orderUuid?: string): Promise<DecisionJob[]> {
  const open = jobIsDue(now);
  return db
    .select(jobColumns)
    .from(decisionJobs)
    .where(orderUuid ? and(open, eq(decisionJobs.orderUuid, orderUuid)) : open)
    .orderBy(asc(decisionJobs.dueAt), asc(decisionJobs.id))
    .limit(100);
}

/**
 * Claims one job, runs its check and closes its row. Answers false, without waiting, when another
 * runner holds the job or has completed it since it was listed.
 */
export async function completeJob(deps: DecisionDeps, job: DecisionJob): Promise<boolean> {
  const registry = deps.registry ?? sandboxRegistry;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: decisionJobs.id })
      .from(decisionJobs)
      .where(and(eq(decisionJobs.id, job.id), isNull(decisionJobs.completedAt)))
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return false;
    await tx.update(decisionJobs).set({ completedAt: now }).where(eq(decisionJobs.id, job.id));
    const found = await findOrder(tx, job.orderUuid);
    if (!found) return true;
    const { order, car } = found;
    if (job.kind === 'check1') {
      const answer = await registry.lookup(order.contact.cui ?? '');
      await updateOrder(tx, order.uuid, check1Patch(order, answer), now);
    } else if (job.kind === 'check2') {
      const rate = orderRate(order, deps.eurRonRate);
      const commitment = monthlyCommitment(car.paymentInfo, order, rate);
      if (!commitment) throw new Error(`order ${order.uuid} has no figures for its terms`);
      const patch = check2Patch(order, commitment, rate);
      if (patch) await updateOrder(tx, order.uuid, patch, now);
    }
    return true;
  });
}

export function dbJobRunner(deps: DecisionDeps): Pick<JobRunnerDeps, 'loadDue' | 'complete'> {
  return {
    loadDue: (now) => dueJobs(deps.db, now),
    complete: (job) => completeJob(deps, job),
  };
}

/**
 * Completes the order's due jobs now. The order routes call it before answering, so a result is
 * visible as soon as it is due even between two passes of the background loop.
 */
export async function completeDueJobsFor(deps: DecisionDeps, orderUuid: string): Promise<void> {
  await runDueJobs({
    loadDue: (now) => dueJobs(deps.db, now, orderUuid),
    complete: (job) => completeJob(deps, job),
    now: deps.now,
    sleep: async () => {},
  });
}

export interface DecisionWorker {
  /** Stops the loop and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function startDecisionWorker(
  deps: DecisionDeps & { idleMs?: number; onError?: (job: DecisionJob, error: unknown) => void },
): DecisionWorker {
  const controller = new AbortController();
  const sleep = abortableSleep(controller.signal);
  const loop = runJobLoop(
    {
      ...dbJobRunner(deps),
      now: deps.now,
      sleep,
      onError:
        deps.onError ??
        ((job, error) => console.error(`decision job ${job.id} failed: ${errorSummary(error)}`)),
    },
    { idleMs: deps.idleMs ?? 500, signal: controller.signal },
  ).catch((error: unknown) => console.error(`decision worker stopped: ${errorSummary(error)}`));
  return {
    async stop() {
      controller.abort();
      await loop;
    },
  };
}

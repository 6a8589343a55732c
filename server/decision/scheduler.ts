/**
 * Asynchronous decision checks. Each pending check is a job row (proposed `decision_jobs` table)
 * with a due time, so the site's polling meets a real delay and a server restart loses nothing:
 * on start the runner simply picks up the rows that are due. Only the pure part lives here; the
 * integrator supplies the callbacks that read and complete rows.
 */

export type DecisionJobKind = 'check1' | 'check2' | 'individual';

export interface DecisionJob {
  id: number;
  orderUuid: string;
  kind: DecisionJobKind;
  dueAt: Date;
  completedAt: Date | null;
}

export type NewDecisionJob = Omit<DecisionJob, 'id' | 'completedAt'>;

/** How long each check "takes" at the provider, in ms. Tests set them to 0. */
export type JobDelays = Record<DecisionJobKind, number>;

export const DEFAULT_JOB_DELAYS: JobDelays = { check1: 3000, check2: 3000, individual: 0 };

export function scheduleJob(
  orderUuid: string,
  kind: DecisionJobKind,
  now: Date,
  delays: JobDelays = DEFAULT_JOB_DELAYS,
): NewDecisionJob {
  return { orderUuid, kind, dueAt: new Date(now.getTime() + delays[kind]) };
}

/** Open jobs due at `now`, oldest first (ties by id, so the order is stable). */
export function nextDueJobs(jobs: readonly DecisionJob[], now: Date): DecisionJob[] {
  return jobs
    .filter((job) => job.completedAt === null && job.dueAt.getTime() <= now.getTime())
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
}

export interface JobRunnerDeps {
  /** Open jobs due at `now` (the DB version is `nextDueJobs` as a WHERE clause). */
  loadDue(now: Date): Promise<DecisionJob[]>;
  /**
   * Claims the job, runs its check and marks the row completed, in one transaction. Answers false
   * when the job was not this runner's to run: another runner holds it or has completed it.
   */
  complete(job: DecisionJob): Promise<boolean>;
  now(): Date;
  sleep(ms: number): Promise<void>;
  /** A failing job stays open and is retried on the next pass; the error is reported here. */
  onError?(job: DecisionJob, error: unknown): void;
}

/**
 * One pass over the due jobs; answers how many this runner completed. Jobs another runner took
 * do not count, so a runner that only met those sleeps instead of polling the same rows again.
 */
export async function runDueJobs(deps: JobRunnerDeps): Promise<number> {
  let completed = 0;
  for (const job of await deps.loadDue(deps.now())) {
    try {
      if (await deps.complete(job)) completed += 1;
    } catch (error) {
      deps.onError?.(job, error);
    }
  }
  return completed;
}

/**
 * Polls until `signal` aborts. It sleeps only when a pass found nothing to do, so a backlog left
 * by a restart drains at once.
 */
export async function runJobLoop(
  deps: JobRunnerDeps,
  options: { idleMs: number; signal: AbortSignal },
): Promise<void> {
  while (!options.signal.aborted) {
    const completed = await runDueJobs(deps);
    if (completed === 0 && !options.signal.aborted) await deps.sleep(options.idleMs);
  }
}

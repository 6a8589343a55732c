/**
 * A named lock shared by every process on the same CMS database, for work that must never run
 * twice at once across API instances (the site rebuild).
 *
 * On PostgreSQL it is a session-level advisory lock taken on a connection reserved from the pool
 * for the whole run: a transaction-level lock would keep a transaction open for a build's minute,
 * and the lock must live exactly as long as the session that holds it. When the holding process
 * dies, its connection closes and PostgreSQL ends the session, which releases the lock, so a crash
 * never leaves the lock held (a silent network loss is noticed by TCP keepalive, about a minute).
 * Waiters queue in PostgreSQL's lock queue, first come first served.
 *
 * PGlite is one session inside one process (its data folder cannot be opened twice), and
 * advisory locks are re-entrant within a session, so `pg_advisory_lock` would never make a second
 * caller wait there. The lock is an in-process queue instead, shared by everything that uses the
 * same handle; that is the whole of "across instances" when only one process can open the data.
 */
import type { DatabaseHandle } from './client.ts';

/** Runs `run` while holding the lock. Waiting for it rejects as soon as `signal` aborts. */
export type WithLock = <T>(run: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/**
 * Advisory locks are keyed by two int4: this namespace ('SHOP' in ASCII) keeps the shop's locks
 * apart from other software that might use advisory locks on the same database.
 */
export const LOCK_NAMESPACE = 0x53484f50;

/** One id per lock name; an id is never reused for another purpose. */
export const LOCK_IDS = { rebuild: 1 } as const;

export type LockName = keyof typeof LOCK_IDS;

export interface AdvisoryLockOptions {
  /** Told when the lock turned out to have been lost during the run (its session ended). */
  log?: (message: string) => void;
}

type LockHandle = Pick<DatabaseHandle, 'db' | 'kind' | 'sql'>;

/** The lock `name` on the database of `handle`. */
export function advisoryLock(
  handle: LockHandle,
  name: LockName,
  options: AdvisoryLockOptions = {},
): WithLock {
  if (handle.kind === 'postgres') {
    if (!handle.sql) throw new Error('advisoryLock: a PostgreSQL handle without its client');
    return sessionLock(handle.sql, name, options.log ?? (() => {}));
  }
  return inProcessLock(handle.db, name);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('aborted');
}

type Sql = NonNullable<DatabaseHandle['sql']>;

function sessionLock(sql: Sql, name: LockName, log: (message: string) => void): WithLock {
  const id = LOCK_IDS[name];
  return async (run, signal) => {
    signal?.throwIfAborted();
    const session = await sql.reserve();
    try {
      const waiting = session`select pg_advisory_lock(${LOCK_NAMESPACE}, ${id})`;
      // Cancelling the statement is the only way to stop waiting in PostgreSQL's lock queue.
      const cancel = () => void waiting.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        await waiting;
      } catch (error) {
        throw signal?.aborted ? abortError(signal) : error;
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
      try {
        // Granted just as the wait was aborted: give it back without running.
        signal?.throwIfAborted();
        return await run();
      } finally {
        await unlock(session, name, id, log);
      }
    } finally {
      session.release();
    }
  };
}

/**
 * Releases the lock before the connection goes back to the pool, where a lock left held would
 * block every other instance for as long as the pool lives. A second attempt covers a cancel sent
 * by an abort that raced with the grant: it can only hit the next statement, the first unlock.
 */
async function unlock(
  session: Awaited<ReturnType<Sql['reserve']>>,
  name: LockName,
  id: number,
  log: (message: string) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await session<{ released: boolean }[]>`
        select pg_advisory_unlock(${LOCK_NAMESPACE}, ${id}) as released`;
      // false: the session ended during the run (the connection was replaced), so another
      // instance may already have taken the lock; the run itself has finished either way.
      if (!row?.released) log(`the ${name} lock was lost during the run (its database session ended)`);
      return;
    } catch (error) {
      if (attempt >= 2) {
        log(`could not release the ${name} lock: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
  }
}

/** The queue of each lock name per database handle, so every user of one handle shares it. */
const queues = new WeakMap<object, Map<LockName, Promise<void>>>();

function inProcessLock(db: object, name: LockName): WithLock {
  const tails = queues.get(db) ?? new Map<LockName, Promise<void>>();
  queues.set(db, tails);
  return async (run, signal) => {
    signal?.throwIfAborted();
    const previous = tails.get(name) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The next caller waits for the previous holder too, so one that gives up waiting (abort)
    // never lets a later caller in before the lock is really free.
    const tail = previous.then(() => mine);
    tails.set(name, tail);
    try {
      await untilAborted(previous, signal);
      return await run();
    } finally {
      release();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

function untilAborted(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, reject);
  });
}

/**
 * A named lock shared by every process on the same CMS database, for work that must never run
 * twice at once across API instances (the site rebuild).
 *
 * On PostgreSQL it is a session-level advisory lock taken on a connection of its own, opened for
 * the run and closed after it: a transaction-level lock would keep a transaction open for a
 * build's minute, and a pooled connection could go back to the pool still holding the lock. The
 * lock lives exactly as long as that session: when the holding process dies, its connection
 * closes and PostgreSQL ends the session, which releases the lock, so a crash never leaves it held
 * (a machine that vanishes without closing its sockets is noticed by TCP keepalive, within
 * minutes). Waiters queue in PostgreSQL's lock queue, first come first served.
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
export const LOCK_IDS = { rebuild: 1, retention: 2, start: 3 } as const;

export type LockName = keyof typeof LOCK_IDS;

export interface AdvisoryLockOptions {
  /** Told when the lock turned out to have been lost during the run (its session ended). */
  log?: (message: string) => void;
}

type LockHandle = Pick<DatabaseHandle, 'db' | 'kind' | 'openSession'>;

/** The lock `name` on the database of `handle`. */
export function advisoryLock(
  handle: LockHandle,
  name: LockName,
  options: AdvisoryLockOptions = {},
): WithLock {
  if (handle.kind === 'postgres') {
    if (!handle.openSession) throw new Error('advisoryLock: a PostgreSQL handle that cannot open a session');
    return sessionLock(handle.openSession, name, options.log ?? (() => {}));
  }
  return inProcessLock(handle.db, name);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('aborted');
}

type Session = ReturnType<NonNullable<DatabaseHandle['openSession']>>;

function sessionLock(openSession: () => Session, name: LockName, log: (message: string) => void): WithLock {
  const id = LOCK_IDS[name];
  return async (run, signal) => {
    signal?.throwIfAborted();
    const session = openSession();
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
        await reportIfLost(session, name, id, log);
      }
    } finally {
      // Ending the session releases the lock whatever happened above.
      await session.end({ timeout: 5 });
    }
  };
}

/**
 * Unlocks explicitly to learn whether the lock was still held: a session that ended during the run
 * (the client reconnects for this statement) answers false, and another instance may have built
 * meanwhile. The run has finished either way; it is worth a line in the log.
 */
async function reportIfLost(session: Session, name: LockName, id: number, log: (message: string) => void) {
  const unlock = async () => {
    const [row] = await session<{ released: boolean }[]>`
      select pg_advisory_unlock(${LOCK_NAMESPACE}, ${id}) as released`;
    if (!row?.released) log(`the ${name} lock was lost during the run (its database session ended)`);
  };
  try {
    await unlock();
  } catch {
    // The statement went out on a connection that had just ended (the client reconnects only for
    // the next one), or met a cancel sent by an abort that raced with the grant: asked once more,
    // the answer says whether the lock was still held.
    await unlock().catch(() => {
      // No connection: ending the session releases the lock all the same.
    });
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

/**
 * The embedded database in a thread of its own (pglite-worker.ts), seen from the shop's thread as
 * the part of PGlite's interface Drizzle uses: `query`, `exec`, `transaction`, `close`.
 *
 * In the shop's thread PGlite ran every statement synchronously: under a crowd the thread spent
 * about half its time in WebAssembly, one core idled, and HTTP waited for the database's turns
 * (a connection could wait seconds in the listen backlog, since Node accepts one per loop turn).
 * Here the statements run beside the HTTP work. Errors come back with their
 * message and PostgreSQL fields (`code`, `constraint`…), so callers see what PGlite would throw.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { QueryOptions as PgliteQueryOptions, Results } from '@electric-sql/pglite';
import {
  deserializeError,
  type QueryOptions,
  TEXT_TYPES,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
} from './pglite-worker-protocol.ts';
import { arrivalTime } from './request-arrival.ts';

/** The PGlite calls Drizzle's driver makes, on PGlite itself or on one of its transactions. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: PgliteQueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteThread extends PgliteQueries {
  transaction<T>(work: (tx: PgliteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Each kind of request as the caller gives it; `send` numbers it. */
type Request = WorkerRequest extends infer Each ? (Each extends unknown ? Omit<Each, 'id'> : never) : never;

const PROBE = 'keep me';

/**
 * Drizzle's parsers keep dates, timestamps and intervals as the text PostgreSQL sent. Functions do
 * not cross threads: the thread keeps exactly those types as text in every call (TEXT_TYPES), and
 * a call may only ask for that.
 */
export function toWorkerOptions(options: PgliteQueryOptions | undefined): QueryOptions {
  for (const [oid, parse] of Object.entries(options?.parsers ?? {})) {
    if (!TEXT_TYPES.includes(Number(oid)) || parse(PROBE, Number(oid)) !== PROBE)
      throw new Error(`type ${oid}: the database thread only keeps dates, timestamps and intervals as text`);
  }
  return options?.rowMode ? { rowMode: options.rowMode } : {};
}

export interface PgliteThreadOptions {
  /**
   * Called once if the thread dies without being closed (out of memory, a WebAssembly abort): from
   * then on every call fails, so a server should stop and be restarted rather than answer 500s.
   */
  onCrash?: (error: Error) => void;
  /** The thread's heap limits (Node's defaults otherwise). */
  resourceLimits?: ResourceLimits;
}

export async function openPgliteThread(
  start: WorkerStart,
  { onCrash, resourceLimits }: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: start,
    ...(resourceLimits ? { resourceLimits } : {}),
  });
  const pending = new Map<number, PromiseWithResolvers<unknown>>();
  let nextId = 1;
  /** Why calls are refused: the thread crashed or exited, or the database was closed. */
  let failure: Error | null = null;
  /** Set by close(): only the transactions already open may still send their statements and end. */
  let closing = false;

  const ready = Promise.withResolvers<void>();
  worker.on('message', (message: WorkerReply) => {
    if ('ready' in message) {
      if (message.ready) ready.resolve();
      else ready.reject(deserializeError(message.error));
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(deserializeError(message.error));
  });
  // A crashed thread fails every call in flight and every later one, never leaves them waiting.
  const fail = (error: Error) => {
    if (!failure && !closing) onCrash?.(error);
    failure ??= error;
    ready.reject(error);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (code ${code})`)));
  await ready.promise;

  const closed = new Error('the database is closed');

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    if (closing && !('tx' in request)) return Promise.reject(closed);
    const id = nextId++;
    const call = Promise.withResolvers<unknown>();
    pending.set(id, call);
    worker.postMessage({ ...request, id });
    return call.promise as Promise<T>;
  };

  const queriesIn = (tx?: number): PgliteQueries => ({
    query: (sql, params = [], options) =>
      send({
        op: 'query',
        sql,
        params,
        options: toWorkerOptions(options),
        ...(tx ? { tx } : { priority: arrivalTime() }),
      }),
    exec: (sql) => send({ op: 'exec', sql, ...(tx ? { tx } : {}) }),
  });

  return {
    ...queriesIn(),
    async transaction(work) {
      const tx = await send<number>({ op: 'begin' });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(queriesIn(tx));
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (failure || closing) return;
      const answered = send({ op: 'close' });
      closing = true;
      await answered;
      failure = closed;
      await worker.terminate();
    },
  };
}

/**
 * A server whose database thread died would answer 500 to every order: it stops instead, so that its
 * supervisor (systemd, a container runtime) starts it again on the database's last committed state.
 */
export function exitOnCrash(log: (message: string) => void): (error: Error) => void {
  return (error) => {
    log(`the database thread stopped (${error.message}); exiting so that the shop is restarted`);
    process.exit(1);
  };
}

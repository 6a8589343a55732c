/**
 * Keeps the event loop turning while the embedded database is busy.
 *
 * PGlite runs each statement synchronously on the event loop, and a request's statements follow one
 * another in microtasks. Under load, one loop turn therefore ran every ready request to its end:
 * turns of 0.5 to 1.5 s. Node accepts one new connection per turn, so a visitor who connected then
 * waited in the listen backlog until the crowd had been served (measured with 100 shoppers: 50
 * connections queued there, accepted one every 400 ms, the last after 14 s).
 *
 * The gate runs the database work in arrival order, one call at a time as PGlite would, and at most
 * `budgetMs` of it per turn. Then the loop polls: connections are accepted, requests are read and
 * join the queue, and every caller waits its turn in one fair line instead of outside the server.
 *
 * One line per statement would make a request of five statements wait five times as long as a
 * request of one. So the calls of an HTTP request that has already had a statement (marked by
 * `asRequest`) go before those of requests not yet served: requests finish in the order they
 * started, and the queue's wait is shared out by request, not by statement.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The HTTP request a database call is made for, and whether one of its calls has run. */
const requests = new AsyncLocalStorage<{ served: boolean }>();

/** Runs `handle` (a server's request listener) as one request for the gate's queue. */
export function asRequest<T>(handle: () => T): T {
  return requests.run({ served: false }, handle);
}

export interface TurnGate {
  /** Runs `work` after the work queued before it, within a turn that has budget left. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface TurnGateOptions {
  /** Most milliseconds of database work one event-loop turn runs before the loop polls again. */
  budgetMs: number;
  now?: () => number;
}

export function createTurnGate({ budgetMs, now = () => performance.now() }: TurnGateOptions): TurnGate {
  /** Calls of requests already served once, then everything else: each in arrival order. */
  const continuing: (() => void)[] = [];
  const arriving: (() => void)[] = [];
  let running = false;
  /** When this turn's budget started, or -1 until work runs in the next turn. */
  let turnStartedAt = -1;

  function next(): void {
    if (running || (continuing.length === 0 && arriving.length === 0)) return;
    if (turnStartedAt < 0) {
      turnStartedAt = now();
      // The check phase ends this turn's budget; what is still queued goes on from there.
      setImmediate(() => {
        turnStartedAt = -1;
        next();
      });
    }
    if (now() - turnStartedAt > budgetMs) return;
    const start = continuing.shift() ?? arriving.shift();
    if (!start) return;
    running = true;
    start();
  }

  return {
    run(work) {
      const request = requests.getStore();
      return new Promise((resolve, reject) => {
        (request?.served ? continuing : arriving).push(() => {
          if (request) request.served = true;
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              running = false;
              next();
            });
        });
        next();
      });
    },
  };
}

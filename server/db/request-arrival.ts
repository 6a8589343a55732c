/**
 * When the request a statement belongs to arrived: the embedded database thread runs the waiting
 * statements oldest request first (oldest-first.ts). Kept in the request's async context, so the
 * routes and queries need not pass it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const arrival = new AsyncLocalStorage<number>();

/**
 * Runs a request's handling with its arrival time in its context (a `performance.now()` reading:
 * the clock `arrivalTime` falls back to).
 */
export function asArrived<T>(at: number, handle: () => T): T {
  return arrival.run(at, handle);
}

/** The current request's arrival time; outside a request, now (a statement is its own request). */
export function arrivalTime(): number {
  return arrival.getStore() ?? performance.now();
}

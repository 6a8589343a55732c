/**
 * The orders this instance has just loaded or written, so a wizard step can skip loading its order
 * again: the database answers one statement at a time (PGlite) and a step's load was a third of the
 * order flow's statements. Nothing here is trusted on its own. An entry holds the order's revision
 * and its car's `updated_at` as they were read; the step's write is guarded by both
 * (order-repository.ts `updateOrderIfUnchanged`) and by no decision job being due. Any change since
 * (another step, a payment, a decision, an admin edit of the car, another instance) fails the guard,
 * and the step then loads the order and decides again as if nothing had been kept.
 *
 * Bounded in count and in time: entries hold a customer's details, and a wizard step follows the
 * previous one within minutes.
 */
import { setNewest } from '../http/bounded-map.ts';
import type { OrderInRequest } from './order-repository.ts';

interface CachedOrder {
  readonly found: OrderInRequest;
  /** Epoch ms after which the entry is not used. */
  readonly expiresAt: number;
}

export interface OrderCache {
  get(uuid: string): OrderInRequest | null;
  /** Keeps `found` as the order's current state (its `revision` says which). */
  set(found: OrderInRequest): void;
  delete(uuid: string): void;
}

export interface OrderCacheOptions {
  /** Most orders kept; the oldest goes first. 0 keeps nothing. */
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

export const DEFAULT_ORDER_CACHE: OrderCacheOptions = { maxEntries: 5000, ttlMs: 15 * 60_000 };

export function createOrderCache({ maxEntries, ttlMs, now = Date.now }: OrderCacheOptions): OrderCache {
  const entries = new Map<string, CachedOrder>();
  return {
    get(uuid) {
      const entry = entries.get(uuid);
      if (entry === undefined) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(uuid);
        return null;
      }
      return entry.found;
    },
    set(found) {
      if (maxEntries <= 0 || ttlMs <= 0) return;
      setNewest(entries, found.order.uuid, { found, expiresAt: now() + ttlMs }, maxEntries);
    },
    delete(uuid) {
      entries.delete(uuid);
    },
  };
}

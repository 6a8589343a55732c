/**
 * Database reads kept in memory for a while, by key: what the catalogue cache (json-cache.ts) and
 * an order's reference reads (routes/client-order/reference-reads.ts) share.
 *
 * Freshness: a change committed through this app calls `invalidate()`, so this instance never
 * serves what it knows to be old; changes made by another instance on the same PostgreSQL are seen
 * within `ttlMs`. Concurrent misses of one key share one load. A load that started before an
 * invalidation is answered but never stored. The number of keys is bounded, since keys come from
 * what strangers send.
 */
import { setNewest } from './bounded-map.ts';

export interface Memo<T> {
  value: T;
  /** Until when (epoch ms) this is the current value without a refresh; 0 when it never was. */
  freshUntil: number;
}

export interface MemoCache<T> {
  /** `load()`'s value, from memory when this key was loaded recently. */
  get(key: string, load: () => Promise<T>): Promise<Memo<T>>;
  /** Forgets every entry; later reads load again. */
  invalidate(): void;
}

export interface MemoCacheOptions {
  /** How long an entry is served without a refresh (default 1 s); 0 turns the cache off. */
  ttlMs?: number | undefined;
  /** Most keys kept; the oldest goes first (default 256). */
  maxEntries?: number | undefined;
  /**
   * An expired entry is still served once while a single refresh runs (stale-while-revalidate), so
   * expiry never makes a crowd wait on the database. Off: an expired entry is never served.
   */
  serveStale?: boolean | undefined;
  now?: (() => number) | undefined;
}

export function createMemoCache<T>(options: MemoCacheOptions = {}): MemoCache<T> {
  const { ttlMs = 1000, maxEntries = 256, serveStale = false } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Memo<T>>();
  const loading = new Map<string, Promise<Memo<T>>>();
  let generation = 0;

  function refresh(key: string, load: () => Promise<T>): Promise<Memo<T>> {
    const pending = loading.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const promise = load()
      .then((value) => {
        if (startedIn !== generation) return { value, freshUntil: 0 };
        const stored = { value, freshUntil: now() + ttlMs };
        setNewest(entries, key, stored, maxEntries);
        return stored;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    async get(key, load) {
      if (ttlMs <= 0) return { value: await load(), freshUntil: 0 };
      const entry = entries.get(key);
      if (entry && now() < entry.freshUntil) return entry;
      if (!entry || !serveStale) return refresh(key, load);
      // Errors of a background refresh are dropped: the next read after the entry goes retries.
      refresh(key, load).catch(() => entries.delete(key));
      return entry;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}

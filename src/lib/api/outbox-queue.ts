/**
 * A persistent outbox for fire-and-forget forms (contact, newsletter). The spec shows success to
 * the visitor at once, so the message must not be lost when the API is down: each submission is
 * written to localStorage with an idempotency key, sent, and kept until the server answers 2xx
 * (stored) or 4xx (it will never accept it). Network failures, 5xx and 429 (too many requests: the
 * server will take it later, not never) are retried with backoff, never sooner than a 429's
 * Retry-After, when the browser comes back online, and on the next page load. The server stores one row per
 * key, so a retry after a lost response cannot create a duplicate.
 *
 * Tabs share the storage: an entry being sent carries a lease timestamp, and other tabs (and
 * overlapping flushes in this one) skip it until the lease runs out.
 */
import * as v from 'valibot';
import { type ApiResult, postJson } from './browser-client.ts';
import { OUTBOX_STORAGE_KEY } from './outbox-storage.ts';

export interface OutboxEntry {
  readonly id: string;
  readonly path: string;
  readonly body: unknown;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly leaseUntil: number;
}

export type OutboxOutcome = 'accepted' | 'rejected' | 'deferred';
export interface OutboxEvent {
  readonly entry: OutboxEntry;
  readonly outcome: OutboxOutcome;
  readonly result: ApiResult;
}

export type OutboxSend = (path: string, body: unknown, idempotencyKey: string) => Promise<ApiResult>;

export interface OutboxOptions {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly send?: OutboxSend;
  readonly storageKey?: string;
  readonly now?: () => number;
  readonly newId?: () => string;
}

export interface Outbox {
  /** Stores the submission under `id` (its idempotency key); call `flush()` to send it. */
  enqueue(path: string, body: unknown, id?: string): OutboxEntry;
  /** Sends every entry that is due and not leased; resolves when those attempts are settled. */
  flush(): Promise<void>;
  subscribe(listener: (event: OutboxEvent) => void): () => void;
  /** Flushes now, on every `online` event, and when a backoff delay ends. Returns a stop function. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
  pending(): readonly OutboxEntry[];
}

/** Longer than the request timeout, so a lease only expires when its tab is gone. */
export const LEASE_MS = 30_000;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 5 * 60_000;

const entriesSchema = v.array(
  v.object({
    id: v.string(),
    path: v.pipe(v.string(), v.startsWith('/')),
    body: v.unknown(),
    attempts: v.number(),
    nextAttemptAt: v.number(),
    leaseUntil: v.number(),
  }),
);

/** 2 s, 4 s, 8 s … capped at 5 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** 2xx is stored; 4xx but 429 will never be accepted; everything else may succeed later. */
export function outcomeOf(result: ApiResult): OutboxOutcome {
  if (result.ok) return 'accepted';
  if (result.kind === 'network') return 'deferred';
  return result.status < 500 && result.status !== 429 ? 'rejected' : 'deferred';
}

/** The backoff, or longer when the server said when to come back. */
function waitBeforeRetry(result: ApiResult, attempts: number): number {
  const serverWait = !result.ok && result.kind === 'server' ? (result.retryAfterMs ?? 0) : 0;
  return Math.max(retryDelay(attempts), serverWait);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const storageKey = options.storageKey ?? OUTBOX_STORAGE_KEY;
  const send: OutboxSend =
    options.send ?? ((path, body, key) => postJson(path, body, { idempotencyKey: key }));
  // Looked up per call, so a clock swapped in later (fake timers in tests) is the one used.
  const now = options.now ?? (() => Date.now());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const listeners = new Set<(event: OutboxEvent) => void>();
  const inFlight = new Set<string>();
  let memory: OutboxEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  function read(): OutboxEntry[] {
    try {
      const raw = options.storage.getItem(storageKey);
      if (raw === null) return [];
      const parsed = v.safeParse(entriesSchema, JSON.parse(raw));
      return parsed.success ? parsed.output : [];
    } catch {
      return memory;
    }
  }

  /** Read-modify-write against the shared storage, so other tabs' changes are not overwritten. */
  function update(change: (entries: OutboxEntry[]) => OutboxEntry[]): OutboxEntry[] {
    const next = change(read());
    memory = next;
    try {
      options.storage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the in-memory copy still gets the entry sent from this page.
    }
    return next;
  }

  function claim(id: string): OutboxEntry | undefined {
    let claimed: OutboxEntry | undefined;
    update((entries) =>
      entries.map((entry) => {
        if (entry.id !== id || entry.leaseUntil > now()) return entry;
        claimed = { ...entry, leaseUntil: now() + LEASE_MS };
        return claimed;
      }),
    );
    return claimed;
  }

  async function attempt(entry: OutboxEntry): Promise<void> {
    inFlight.add(entry.id);
    let result: ApiResult;
    try {
      result = await send(entry.path, entry.body, entry.id);
    } finally {
      inFlight.delete(entry.id);
    }
    const outcome = outcomeOf(result);
    let settled: OutboxEntry = entry;
    if (outcome === 'deferred') {
      update((entries) =>
        entries.map((current) => {
          if (current.id !== entry.id) return current;
          const attempts = current.attempts + 1;
          settled = {
            ...current,
            attempts,
            nextAttemptAt: now() + waitBeforeRetry(result, attempts),
            leaseUntil: 0,
          };
          return settled;
        }),
      );
    } else {
      update((entries) => entries.filter((current) => current.id !== entry.id));
    }
    for (const listener of listeners) listener({ entry: settled, outcome, result });
  }

  function schedule(): void {
    if (!running) return;
    clearTimeout(timer);
    const waiting = read().filter((entry) => !inFlight.has(entry.id));
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((entry) => Math.max(entry.nextAttemptAt, entry.leaseUntil)));
    timer = setTimeout(() => void flush(), Math.max(0, due - now()));
  }

  async function flush(): Promise<void> {
    const due = read().filter(
      (entry) => entry.nextAttemptAt <= now() && entry.leaseUntil <= now() && !inFlight.has(entry.id),
    );
    for (const candidate of due) {
      const entry = claim(candidate.id);
      if (entry) await attempt(entry);
    }
    schedule();
  }

  return {
    enqueue(path, body, id = newId()) {
      const entry: OutboxEntry = { id, path, body, attempts: 0, nextAttemptAt: 0, leaseUntil: 0 };
      update((entries) => [...entries, entry]);
      return entry;
    },
    flush,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(target) {
      running = true;
      const onOnline = () => {
        // Back online: do not make the visitor's message wait out a long backoff.
        update((entries) => entries.map((entry) => ({ ...entry, nextAttemptAt: 0 })));
        void flush();
      };
      target.addEventListener('online', onOnline);
      void flush();
      return () => {
        running = false;
        clearTimeout(timer);
        target.removeEventListener('online', onOnline);
      };
    },
    pending: read,
  };
}

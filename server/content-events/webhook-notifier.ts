/**
 * Announces committed content changes to the rebuild webhook (signed with WEBHOOK_SECRET) in the
 * background: the admin call that made the change has already answered. A failed delivery is
 * logged and retried a few times; a success marks the event delivered. Nothing is lost when every
 * attempt fails: the event row still moves `contentVersion`, so the next start rebuilds.
 */
import type { Database } from '../db/client.ts';
import { notifyRebuild } from '../rebuild/notify.ts';
import { type ContentChange, markDelivered, type NotifyContentChange } from './content-events.ts';

export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000] as const;

export interface WebhookNotifierOptions {
  db: Database;
  /** Read at delivery time: the shop learns its own port only once it listens. */
  url: () => string;
  secret: string;
  log: (message: string) => void;
  /** Pause before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
}

export interface WebhookNotifier {
  notify: NotifyContentChange;
  /** Resolves when every delivery started so far has succeeded or given up. */
  settled(): Promise<void>;
  /** Skips the remaining retry pauses and waits for deliveries in flight (before the database closes). */
  stop(): Promise<void>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createWebhookNotifier(options: WebhookNotifierOptions): WebhookNotifier {
  const { db, url, secret, log, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = options;
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref();
      stopping.signal.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      }
    });

  async function attempt(change: ContentChange): Promise<string | null> {
    try {
      const ok = await notifyRebuild(url(), secret, { kind: change.kind, eventId: change.eventId });
      return ok ? null : 'the webhook refused it';
    } catch (error) {
      return reasonOf(error);
    }
  }

  async function deliver(change: ContentChange): Promise<void> {
    const attempts = retryDelaysMs.length + 1;
    for (let n = 1; n <= attempts; n += 1) {
      const failure = await attempt(change);
      if (failure === null) {
        await markDelivered(db, change.eventId).catch((error: unknown) =>
          log(`content event ${change.eventId} was delivered but not marked: ${reasonOf(error)}`),
        );
        return;
      }
      const last = n === attempts || stopping.signal.aborted;
      log(
        `rebuild webhook for ${change.kind} (event ${change.eventId}) failed, attempt ${n} of ${attempts}: ${failure}` +
          (last ? '; giving up, the next start rebuilds' : ''),
      );
      if (last) return;
      await pause(retryDelaysMs[n - 1] ?? 0);
      if (stopping.signal.aborted) {
        log(
          `rebuild webhook for event ${change.eventId} not retried: shutting down, the next start rebuilds`,
        );
        return;
      }
    }
  }

  async function settled(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    notify(change) {
      const delivery = deliver(change).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    settled,
    async stop() {
      stopping.abort();
      await settled();
    },
  };
}

/**
 * Runs the payment reconciliation pass (routes/payments/provider-checkout.ts) every `intervalMs`
 * in the background: a provider notification that never arrived still settles the order within
 * a few minutes of the 15-minute mark. A failed pass (provider down) is logged and retried.
 */
import { abortableSleep } from '../jobs/abortable-sleep.ts';

export const RECONCILE_INTERVAL_MS = 60_000;

export interface RunningJob {
  stop(): Promise<void>;
}

export function startReconcileJob(
  pass: () => Promise<unknown>,
  log: (message: string) => void,
  intervalMs: number = RECONCILE_INTERVAL_MS,
): RunningJob {
  const controller = new AbortController();
  const sleep = abortableSleep(controller.signal);
  const loop = (async () => {
    while (!controller.signal.aborted) {
      await sleep(intervalMs);
      if (controller.signal.aborted) break;
      try {
        await pass();
      } catch (error) {
        log(`payment reconciliation failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return {
    async stop() {
      controller.abort();
      await loop;
    },
  };
}

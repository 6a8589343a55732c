/**
 * A job's loop in the shop process: runs `pass` again at once while it finds a full batch of work,
 * and otherwise waits `idleMs` (cut short by stop). A pass that throws is logged and retried after
 * the wait, so a database hiccup does not end the loop; stop waits for the pass in progress.
 */
import { errorSummary } from '../http/error-summary.ts';
import { abortableSleep } from './abortable-sleep.ts';

export interface BackgroundLoop {
  stop(): Promise<void>;
}

export interface LoopOptions {
  /** Names the job in the log. */
  name: string;
  /** One pass; answers how many items it handled. */
  pass(): Promise<number>;
  /** A pass that handled this many may have left more: the next one starts at once. */
  batchSize: number;
  idleMs: number;
  log?: ((line: string) => void) | undefined;
}

export function startBackgroundLoop(options: LoopOptions): BackgroundLoop {
  const controller = new AbortController();
  const sleep = abortableSleep(controller.signal);
  const log = options.log ?? console.error;
  const loop = (async () => {
    while (!controller.signal.aborted) {
      let handled = 0;
      try {
        handled = await options.pass();
      } catch (error) {
        log(`${options.name}: ${errorSummary(error)}`);
      }
      if (handled < options.batchSize) await sleep(options.idleMs);
    }
  })();
  return {
    async stop() {
      controller.abort();
      await loop;
    },
  };
}

/**
 * The app's request handlers still running, so that shutting down waits for them before the
 * database closes. A client that gives up (a load test ending, a closed tab) takes its connection
 * away, and the server then counts nothing open, but the handler of its last request still runs:
 * closing the database under it made that request fail with a 500 in the log ("the database is
 * closed") after the shop had stopped listening.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request listener whose promise, when it returns one, settles once the handler is done. */
export type AppListener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | undefined;

export interface HandlersInProgress {
  /** `listener`, counting the handlers it starts until each has settled. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** Resolves once every handler started so far has settled, or after `timeoutMs` at most. */
  settled(timeoutMs: number): Promise<void>;
}

export function handlersInProgress(listener: AppListener): HandlersInProgress {
  const running = new Set<Promise<unknown>>();
  return {
    listener(req, res) {
      const handled = listener(req, res);
      if (!handled) return;
      running.add(handled);
      const done = () => running.delete(handled);
      handled.then(done, done);
    },
    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...running]), timeout]);
      clearTimeout(timer);
    },
  };
}

/**
 * The pause between two passes of a background loop, cut short when the loop is stopped, so a
 * shutdown waits for the pass in progress but never for a whole idle period.
 *
 * @example const sleep = abortableSleep(controller.signal); await sleep(500);
 */
export function abortableSleep(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
}

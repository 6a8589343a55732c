/**
 * Polling the payment status on the result page (spec sections 4 and 9): the first call at once,
 * then every 20 s. 'success' and 'failed' are final and stop the polling. A payment still open at
 * the provider ('pending', 'challenge') or an answer that could not be read keeps the page waiting.
 */

export const PAYMENT_POLL_MS = 20_000;

export type PaymentOutcome = 'success' | 'failed';

const WAITING = new Set(['pending', 'challenge']);

/** null while the answer says "not decided yet". */
export function outcomeOfStatus(status: string | null): PaymentOutcome | null {
  if (status === null || WAITING.has(status)) return null;
  return status === 'success' ? 'success' : 'failed';
}

/**
 * Starts polling; `onOutcome` is called once, with the first final outcome. Returns the stop
 * function (unmount, navigation).
 */
export function pollPaymentStatus(
  fetchStatus: () => Promise<string | null>,
  onOutcome: (outcome: PaymentOutcome) => void,
  intervalMs: number = PAYMENT_POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const outcome = outcomeOfStatus(await fetchStatus());
    if (stopped) return;
    if (outcome) {
      stopped = true;
      onOutcome(outcome);
      return;
    }
    timer = setTimeout(tick, intervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Polling the payment status on the result page (spec sections 4 and 9): the first call at once,
 * then every 20 s. 'success' and 'failed' are final and stop the polling, and so is an unknown
 * payment (404: asking again cannot change it). A payment still open at the provider ('pending',
 * 'challenge') or an answer that could not be read keeps the page waiting.
 *
 * Reached without a payment id (an e-mail link, a bookmark, a reload after the query was lost), the
 * page asks for the order's payment state instead, and every answer but an unreadable one is final:
 * nothing is being charged for this page to wait on.
 */
import type { CarReservedRefund, PaymentStatusAnswer } from './checkout-api.ts';

export const PAYMENT_POLL_MS = 20_000;

/**
 * car_reserved: declined because another paid order took the car (no money taken); with
 * _refunded / _refund_owed the card provider had taken it and it goes back (automatically, or by
 * staff when the automatic refund failed); missing: no such payment;
 * unpaid: the order has no finished payment yet (no attempt, or one left open); order_missing: no
 * such order.
 */
export type PaymentOutcome =
  | 'success'
  | 'failed'
  | 'car_reserved'
  | 'car_reserved_refunded'
  | 'car_reserved_refund_owed'
  | 'missing'
  | 'unpaid'
  | 'order_missing';

const CAR_RESERVED_OUTCOME: Record<CarReservedRefund, PaymentOutcome> = {
  none: 'car_reserved',
  returned: 'car_reserved_refunded',
  owed: 'car_reserved_refund_owed',
};

const refusedOutcome = (answer: { carReserved: boolean; refund: CarReservedRefund }): PaymentOutcome =>
  answer.carReserved ? CAR_RESERVED_OUTCOME[answer.refund] : 'failed';

const WAITING = new Set(['pending', 'challenge']);

/** null while the answer says "not decided yet". */
export function outcomeOfStatus(answer: PaymentStatusAnswer): PaymentOutcome | null {
  if (answer.kind === 'missing') return 'missing';
  if (answer.kind === 'unreadable' || WAITING.has(answer.status)) return null;
  if (answer.status === 'success') return 'success';
  return refusedOutcome(answer);
}

/** The outcome of the order's payment state (no payment id): final unless unreadable. */
export function outcomeOfOrderStatus(answer: PaymentStatusAnswer): PaymentOutcome | null {
  if (answer.kind === 'missing') return 'order_missing';
  if (answer.kind === 'unreadable') return null;
  if (answer.status === 'success') return 'success';
  if (answer.status === 'failed') return refusedOutcome(answer);
  return 'unpaid';
}

/**
 * Starts polling; `onOutcome` is called once, with the first final outcome. Returns the stop
 * function (unmount, navigation).
 */
export function pollPaymentStatus(
  fetchStatus: () => Promise<PaymentStatusAnswer>,
  onOutcome: (outcome: PaymentOutcome) => void,
  intervalMs: number = PAYMENT_POLL_MS,
  decide: (answer: PaymentStatusAnswer) => PaymentOutcome | null = outcomeOfStatus,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    const outcome = decide(await fetchStatus());
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

/**
 * The customer's order page (/comanda/{token}): where an order stands, as a timeline of its steps
 * (each done with its date, failed, current or to come) and the one thing the customer can do next.
 * A pure rule on the order's state and the dates of its events, shared by the server (which answers
 * it) and its tests; the island only renders it.
 *
 * The steps follow what this shop does: a pre-approval, for a subscription the video
 * identification and the contract's e-signing, the fee's payment, then the handover date a
 * consultant agrees with the customer and the handover itself. A withdrawal ends the timeline.
 */
import type { OrderType, Person } from './order-terms.ts';

export type TimelineStepKey =
  | 'request'
  | 'preApproval'
  | 'identification'
  | 'signing'
  | 'payment'
  | 'handoverDate'
  | 'handover'
  | 'withdrawal'
  /** Staff cancelled the order (the operations desk). */
  | 'cancelled'
  /** The reservation was released: the fee was not paid in time (the release job). */
  | 'released';

export type TimelineState = 'done' | 'failed' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  readonly key: TimelineStepKey;
  readonly state: TimelineState;
  /** ISO instant when done or failed; null otherwise. */
  readonly at: string | null;
}

/** What the customer can do now, if anything; the page turns it into a button. */
export type NextAction =
  /** Go on with the wizard where it stopped (the bare order address resumes there). */
  | 'continue'
  /** Identification, e-signing and payment happen on the resolution page. */
  | 'resolution'
  /** Pay the fee (the resolution page holds the delivery choice and the payment). */
  | 'pay'
  /** A refused individual may ask a person to review the decision (CCD II art. 18). */
  | 'review'
  /** Identification or signing failed: a consultant completes them with the customer. */
  | 'contact'
  /** Nothing to do: the business acts next (a review, the handover date). */
  | 'wait';

export interface OrderProgress {
  readonly product: OrderType;
  readonly person: Person;
  readonly createdAt: string;
  /** 1 approved, 2 approved with conditions, 0 refused, null not decided; and when it was decided. */
  readonly outcome: 0 | 1 | 2 | null;
  readonly outcomeAt: string | null;
  /** The subscription's identification and signing status (sandbox/identification.ts) and dates. */
  readonly identification: string | null;
  readonly identifiedAt: string | null;
  readonly signedAt: string | null;
  readonly paidAt: string | null;
  readonly contactRequested: boolean;
  /** An individual's review request after a refusal: none, pending, or decided. */
  readonly review: 'none' | 'pending' | 'decided';
  readonly withdrawnAt: string | null;
  /** When staff agreed the handover date, and the date itself (yyyy-MM-dd); absent: not yet. */
  readonly handoverSetAt?: string | null;
  readonly handoverDate?: string | null;
  /** When the car was handed over. */
  readonly deliveredAt?: string | null;
  /** A cancellation by staff or the release of an unpaid reservation ends the order. */
  readonly closed?: { readonly kind: 'cancelled' | 'released'; readonly at: string } | null;
}

const IDENTIFICATION_FAILED = new Set(['error1', 'error2', 'error3']);
const IDENTIFIED = new Set(['identified', 'signed', 'error4']);

const step = (key: TimelineStepKey, state: TimelineState, at: string | null = null): TimelineStep => ({
  key,
  state,
  at,
});

/** The steps in order; the first not done is `current`, the ones after it `upcoming`. */
export function orderTimeline(order: OrderProgress): TimelineStep[] {
  const subscription = order.product === 'carSubscription';
  const approved = order.outcome === 1 || order.outcome === 2;
  const steps: { key: TimelineStepKey; done: boolean; failed: boolean; at: string | null }[] = [
    { key: 'request', done: true, failed: false, at: order.createdAt },
    { key: 'preApproval', done: approved, failed: order.outcome === 0, at: order.outcomeAt },
  ];
  if (subscription) {
    const status = order.identification ?? '';
    steps.push(
      {
        key: 'identification',
        done: IDENTIFIED.has(status),
        failed: IDENTIFICATION_FAILED.has(status),
        at: order.identifiedAt,
      },
      { key: 'signing', done: status === 'signed', failed: status === 'error4', at: order.signedAt },
    );
  }
  steps.push(
    { key: 'payment', done: order.paidAt !== null, failed: false, at: order.paidAt },
    {
      key: 'handoverDate',
      done: Boolean(order.handoverSetAt),
      failed: false,
      at: order.handoverSetAt ?? null,
    },
    { key: 'handover', done: Boolean(order.deliveredAt), failed: false, at: order.deliveredAt ?? null },
  );
  // A withdrawal, a cancellation or a release ends the order: the steps still open are cancelled.
  const ended = order.withdrawnAt !== null || Boolean(order.closed);

  const timeline: TimelineStep[] = [];
  let reachedOpen = false;
  for (const item of steps) {
    if (reachedOpen) timeline.push(step(item.key, ended ? 'cancelled' : 'upcoming'));
    else if (item.done) timeline.push(step(item.key, 'done', item.at));
    else {
      reachedOpen = true;
      const state = item.failed ? 'failed' : ended ? 'cancelled' : 'current';
      timeline.push(step(item.key, state, item.failed ? item.at : null));
    }
  }
  if (order.withdrawnAt) timeline.push(step('withdrawal', 'done', order.withdrawnAt));
  if (order.closed) timeline.push(step(order.closed.kind, 'done', order.closed.at));
  return timeline;
}

/** The customer's next action, from the timeline's open step. */
export function nextAction(order: OrderProgress): NextAction {
  if (order.withdrawnAt !== null || order.paidAt !== null || order.closed) return 'wait';
  const open = orderTimeline(order).find((item) => item.state === 'current' || item.state === 'failed');
  switch (open?.key) {
    case 'preApproval':
      if (open.state === 'current') return 'continue';
      return order.person === 1 && order.review === 'none' ? 'review' : 'wait';
    case 'identification':
    case 'signing':
      if (open.state === 'current') return 'resolution';
      return order.contactRequested ? 'wait' : 'contact';
    case 'payment':
      return 'pay';
    default:
      return 'wait';
  }
}

/**
 * What the mail dispatcher does after an attempt: a pure rule, so the backoff and the line between
 * a temporary and a permanent refusal are read and tested in one place.
 *
 * SMTP's own split decides: a 5xx reply is the server's final word on that message (unknown
 * mailbox, refused content) and is never retried; a 4xx reply, a refused or dropped connection and
 * a timeout are temporary and retried after 1 min, 5 min, 30 min, 2 h and 12 h, then given up.
 */

/** Waits after the 1st, 2nd, … failed attempt; one more failure than there are waits is final. */
export const RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  12 * 3_600_000,
];

/** What an attempt came to, as the transport reports it. */
export type AttemptOutcome =
  | { kind: 'accepted'; response: string }
  /** An SMTP reply refusing the message (responseCode), or a failure with no reply at all. */
  | { kind: 'refused'; responseCode?: number | undefined; response: string };

export type NextStep =
  | { status: 'sent'; response: string }
  | { status: 'failed'; response: string }
  | { status: 'pending'; response: string; retryAt: Date };

/** Permanent when the server answered 5xx; everything else (4xx, network) may pass later. */
export function isPermanent(outcome: Extract<AttemptOutcome, { kind: 'refused' }>): boolean {
  return outcome.responseCode !== undefined && outcome.responseCode >= 500;
}

/**
 * @param attempts the attempts made, this one included
 * @example nextStep({ kind: 'refused', response: 'ECONNREFUSED' }, 1, now) // pending, now + 1 min
 */
export function nextStep(outcome: AttemptOutcome, attempts: number, now: Date): NextStep {
  if (outcome.kind === 'accepted') return { status: 'sent', response: outcome.response };
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (isPermanent(outcome) || delay === undefined) return { status: 'failed', response: outcome.response };
  return { status: 'pending', response: outcome.response, retryAt: new Date(now.getTime() + delay) };
}

/**
 * How long the shop keeps personal data it no longer needs (GDPR art. 5(1)(e)), as periods the
 * admin sets (server-only settings) and the cut-off each rule derives from "now". The retention job
 * (server/privacy/retention.ts) deletes or anonymises what is older than its cut-off.
 */

/** Each period's setting key, its unit, default and the range an admin may choose. */
export const RETENTION_PERIODS = {
  /** Stock alerts, viewing bookings, contact messages, other-financing requests, newsletter leftovers. */
  retention_leads_months: { unit: 'months', fallback: 12, min: 1, max: 120 },
  /** Orders refused by the automated decision, counted from their last change. */
  retention_refused_months: { unit: 'months', fallback: 6, min: 1, max: 120 },
  /** Proof of cookie consent, counted from the end of that consent (superseded or expired). */
  retention_consent_months: { unit: 'months', fallback: 36, min: 1, max: 240 },
  /** E-mails the outbox has sent; unsent ones are never dropped. */
  retention_outbox_days: { unit: 'days', fallback: 90, min: 1, max: 3650 },
} as const;

export type RetentionKey = keyof typeof RETENTION_PERIODS;
export const RETENTION_KEYS = Object.keys(RETENTION_PERIODS) as RetentionKey[];

export type RetentionPeriods = Record<RetentionKey, number>;

/** A stored value as a whole number in the key's range, or null (then the default applies). */
export function parsePeriod(key: RetentionKey, value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  const { min, max } = RETENTION_PERIODS[key];
  return n >= min && n <= max ? n : null;
}

/** The periods in force: each setting when valid, otherwise its default. */
export function periodsOf(stored: Partial<Record<string, string>>): RetentionPeriods {
  return Object.fromEntries(
    RETENTION_KEYS.map((key) => [key, parsePeriod(key, stored[key]) ?? RETENTION_PERIODS[key].fallback]),
  ) as RetentionPeriods;
}

/**
 * `months` calendar months before `now` (UTC), the day clamped to the month's last: 31 March minus
 * one month is 28/29 February, so nothing is deleted a few days early.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/** The cut-off of every rule: records older than these are past their period. */
export interface RetentionCutoffs {
  leads: Date;
  refused: Date;
  /** A consent that ended before this is no longer needed as proof. */
  consentEnded: Date;
  outboxSent: Date;
}

export function cutoffsOf(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    leads: monthsBefore(now, periods.retention_leads_months),
    refused: monthsBefore(now, periods.retention_refused_months),
    consentEnded: monthsBefore(now, periods.retention_consent_months),
    outboxSent: daysBefore(now, periods.retention_outbox_days),
  };
}

/**
 * Why an order must be kept when its customer asks for erasure (GDPR art. 17(3)(b)): a payment is
 * an accounting record, a signed contract a credit agreement under AML rules. Null: it may go.
 */
export type KeepReason = 'payment' | 'contract' | 'refund';

/** A refund the desk approved was paid out: an accounting record, kept like a payment. */
export const refundKeepReason = (refund: { decision: string | null }): KeepReason | null =>
  refund.decision === 'approved' ? 'refund' : null;

export function keepReasonOf(order: {
  paidAt: Date | null;
  identificationStatus: string | null;
  payments: number;
}): KeepReason | null {
  if (order.paidAt !== null || order.payments > 0) return 'payment';
  if (order.identificationStatus === 'signed') return 'contract';
  return null;
}

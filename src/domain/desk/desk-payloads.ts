/**
 * The bodies of the desk's actions (issue 35), shared by the back office's forms and the server,
 * which enforces the same rules. Dates are shop days (yyyy-MM-dd); `today` is injected.
 */
import * as v from 'valibot';
import { roDesk } from '../../i18n/ro/desk.ts';
import { fill } from '../../i18n/ro.ts';
import { isoDate, leiAmount, notAfter, optionalString, requiredString } from '../../lib/validation/rules.ts';
import { TEXT_MAX } from '../../lib/validation/text.ts';
import { formatDate } from '../format.ts';
import { MAX_REFUND_LEI } from '../forms/refund-schema.ts';
import { REVIEW_OUTCOMES } from './review-deadline.ts';

const t = roDesk;

/** Long enough to be a reason a customer can read ("nu", "ok" are not). */
export const REASON_MIN = 10;

const reason = v.pipe(
  requiredString(t.reasonRequired, TEXT_MAX.message),
  v.minLength(REASON_MIN, t.reasonTooShort),
);

/** An approval may carry a note to the applicant; a refusal that stands must say why. */
export const reviewDecisionSchema = v.variant(
  'outcome',
  [
    v.object({ outcome: v.literal(REVIEW_OUTCOMES[0]), reason: optionalString(TEXT_MAX.message) }),
    v.object({ outcome: v.literal(REVIEW_OUTCOMES[1]), reason }),
  ],
  t.outcomeRequired,
);
export type ReviewDecision = v.InferOutput<typeof reviewDecisionSchema>;

/** Not after today, not before `earliest` (the day the request was made). */
function shopDay(requiredMessage: string, today: string, earliest: string, beforeMessage: string) {
  return v.pipe(
    isoDate(requiredMessage),
    notAfter(today),
    v.check((day: string) => day >= earliest, fill(beforeMessage, { date: formatDate(earliest) })),
  );
}

/** "Processed": the day the money went back, between the withdrawal's day and today. */
export function withdrawalProcessSchema(today: string, withdrawnOn: string) {
  return v.object({
    money_returned_on: shopDay(t.returnedOnRequired, today, withdrawnOn, t.returnedBeforeWithdrawal),
  });
}
export type WithdrawalProcess = v.InferOutput<ReturnType<typeof withdrawalProcessSchema>>;

/** Approved with the amount and the day paid (not before the request), or refused with a reason. */
export function refundDecisionSchema(today: string, requestedOn: string) {
  return v.variant(
    'decision',
    [
      v.object({
        decision: v.literal('approved'),
        amount_paid: leiAmount(t.amountPaidRequired, { max: MAX_REFUND_LEI }),
        paid_on: shopDay(t.paidOnRequired, today, requestedOn, t.paidBeforeRequest),
      }),
      v.object({ decision: v.literal('refused'), reason }),
    ],
    t.decisionRequired,
  );
}
export type RefundDecision = v.InferOutput<ReturnType<typeof refundDecisionSchema>>;

/** Marking a lead handled, with an optional note for colleagues. */
export const leadHandleSchema = v.object({ note: optionalString(TEXT_MAX.message) });

/** The leads the desk lists, each its own table; the path segment /leads/{kind}. */
export const LEAD_KINDS = ['stock-alerts', 'viewings', 'contact', 'other-credit', 'subscribers'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const isLeadKind = (value: string): value is LeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value);

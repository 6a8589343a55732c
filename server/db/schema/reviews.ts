/**
 * Requests for a human review of an automated credit decision (CCD II art. 18(8), GDPR art. 22(3)):
 * one per order (the unique order_uuid refuses a second one), with the applicant's point of view and
 * the date by which staff must answer.
 */
import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReviewOutcome } from '../../../src/domain/desk/review-deadline.ts';
import { createdAt } from './columns.ts';
import { clientOrders } from './orders.ts';

export const decisionReviews = pgTable('decision_reviews', {
  id: serial('id').primaryKey(),
  orderUuid: uuid('order_uuid')
    .notNull()
    .unique()
    .references(() => clientOrders.uuid),
  /** The applicant's point of view, trimmed; '' when they only asked for the review. */
  pointOfView: text('point_of_view').notNull(),
  answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  /**
   * The reviewer's answer (issue 35): 'approved' (the order goes on to payment) or 'upheld' (the
   * refusal stands), the written reason the applicant is sent, who decided and when.
   */
  outcome: text('outcome').$type<ReviewOutcome>(),
  reason: text('reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedById: integer('decided_by_id'),
  decidedBy: text('decided_by'),
});

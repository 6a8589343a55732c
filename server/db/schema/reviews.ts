/**
 * Requests for a human review of an automated credit decision (CCD II art. 18(8), GDPR art. 22(3)):
 * one per order (the unique order_uuid refuses a second one), with the applicant's point of view and
 * the date by which staff must answer.
 */
import { pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
});

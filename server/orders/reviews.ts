/**
 * Human reviews of automated decisions (issue 15.4): one per order, stored with the applicant's
 * point of view and the date staff must answer by; read back with the order. The desk lists and
 * decides them (routes/desk/desk-reviews.ts).
 */
import { eq } from 'drizzle-orm';
import type { ReviewOutcome } from '../../src/domain/desk/review-deadline.ts';
import { REVIEW_ANSWER_DAYS } from '../../src/domain/forms/review-schema.ts';
import { decisionReviews } from '../db/schema.ts';
import type { DbContext } from './order-repository.ts';

/** A review as the applicant's read-back and the route's answer carry it. */
export interface ReviewAnswer {
  order_code: string;
  point_of_view: string;
  requested_at: string;
  answer_due_at: string;
}

const DAY_MS = 86_400_000;

export const answerDueAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + REVIEW_ANSWER_DAYS * DAY_MS);

type ReviewRow = typeof decisionReviews.$inferSelect;

const toAnswer = (row: ReviewRow): ReviewAnswer => ({
  order_code: row.orderUuid,
  point_of_view: row.pointOfView,
  requested_at: row.createdAt.toISOString(),
  answer_due_at: row.answerDueAt.toISOString(),
});

export async function findReview(db: DbContext, orderUuid: string): Promise<ReviewAnswer | null> {
  const [row] = await db.select().from(decisionReviews).where(eq(decisionReviews.orderUuid, orderUuid));
  return row ? toAnswer(row) : null;
}

/** Stores the review unless the order has one; `created` false then, with the stored one. */
export async function insertReview(
  db: DbContext,
  orderUuid: string,
  pointOfView: string,
  now: Date,
): Promise<{ created: boolean; review: ReviewAnswer }> {
  const [row] = await db
    .insert(decisionReviews)
    .values({ orderUuid, pointOfView, answerDueAt: answerDueAt(now), createdAt: now })
    .onConflictDoNothing({ target: decisionReviews.orderUuid })
    .returning();
  if (row) return { created: true, review: toAnswer(row) };
  const stored = await findReview(db, orderUuid);
  if (!stored) throw new Error(`review of ${orderUuid} neither inserted nor found`);
  return { created: false, review: stored };
}

/** A review's answer as the customer's order page shows it: null while none was asked or decided. */
export interface ReviewOutcomeAnswer {
  outcome: ReviewOutcome;
  reason: string;
  decided_at: string;
}

/** Whether the order has a review, and the reviewer's answer once given. */
export async function reviewStateOf(
  db: DbContext,
  orderUuid: string,
): Promise<{ state: 'none' | 'pending' | 'decided'; answer: ReviewOutcomeAnswer | null }> {
  const [row] = await db
    .select({
      outcome: decisionReviews.outcome,
      reason: decisionReviews.reason,
      decidedAt: decisionReviews.decidedAt,
    })
    .from(decisionReviews)
    .where(eq(decisionReviews.orderUuid, orderUuid));
  if (!row) return { state: 'none', answer: null };
  if (!row.outcome || !row.decidedAt) return { state: 'pending', answer: null };
  return {
    state: 'decided',
    answer: { outcome: row.outcome, reason: row.reason ?? '', decided_at: row.decidedAt.toISOString() },
  };
}

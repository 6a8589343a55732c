/**
 * Human reviews of automated decisions (issue 15.4): one per order, stored with the applicant's
 * point of view and the date staff must answer by; read back with the order and listed for staff.
 */
import { asc, eq } from 'drizzle-orm';
import { REVIEW_ANSWER_DAYS } from '../../src/domain/forms/review-schema.ts';
import { clientOrders, decisionReviews } from '../db/schema.ts';
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

/** For staff (GET /api/admin/reviews): the oldest deadline first, with who asked and why refused. */
export async function listReviews(db: DbContext) {
  const rows = await db
    .select({ review: decisionReviews, order: clientOrders })
    .from(decisionReviews)
    .innerJoin(clientOrders, eq(clientOrders.uuid, decisionReviews.orderUuid))
    .orderBy(asc(decisionReviews.answerDueAt), asc(decisionReviews.id));
  return rows.map(({ review, order }) => ({
    ...toAnswer(review),
    name: `${order.contact.prenume} ${order.contact.nume}`,
    email: order.contact.email,
    telefon: order.contact.telefon,
    credit_type: order.productType,
    rating: order.rating,
    decision: order.decisionFacts,
  }));
}

/**
 * The desk's human reviews (issue 35; CCD II art. 18(8), GDPR art. 22(3)): the list and detail a
 * credit officer reads (the applicant's text, the automated decision's facts and reason, the
 * deadline), and the decision. Approving makes the order approved (rating 1), so it goes on to its
 * next step, the resolution page and the fee's payment; upholding keeps the refusal with a written
 * reason. Either way the applicant is mailed in the same transaction, and the audit trail records
 * it. A reviewer must not have created or edited the order (the four-eyes rule of art. 22): that is
 * read from the audit trail (their entries on `orders/<uuid>`) and the order's own address.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { decisionExplanation } from '../../../src/domain/credit/decision-text.ts';
import { todayIn } from '../../../src/domain/dates.ts';
import { type ReviewDecision, reviewDecisionSchema } from '../../../src/domain/desk/desk-payloads.ts';
import { deadlineState, workingDaysLeft } from '../../../src/domain/desk/review-deadline.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import type { AuditSource } from '../../audit/audit-log.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { StaffIdentity } from '../../auth/sessions.ts';
import { auditLog, cars, clientOrders, decisionReviews, orderEvents } from '../../db/schema.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { parseOr422 } from '../../http/request-body.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { reviewDecisionMail } from '../../mail/templates/desk-mails.ts';
import { type DbContext, findOrder } from '../../orders/order-repository.ts';
import type { DeskDeps } from './desk-deps.ts';

const reviewRows = (db: DbContext) =>
  db
    .select({ review: decisionReviews, order: clientOrders, productName: cars.productName })
    .from(decisionReviews)
    .innerJoin(clientOrders, eq(clientOrders.uuid, decisionReviews.orderUuid))
    .innerJoin(cars, eq(cars.id, clientOrders.carId));

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

function listItem({ review, order, productName }: ReviewRow, today: string) {
  const due = todayIn(review.answerDueAt);
  return {
    id: review.id,
    order_code: review.orderUuid,
    name: `${order.contact.prenume} ${order.contact.nume}`,
    email: order.contact.email,
    car: productName,
    product: order.productType,
    requested_at: review.createdAt.toISOString(),
    answer_due_at: review.answerDueAt.toISOString(),
    due_state: review.decidedAt ? null : deadlineState(today, due),
    working_days_left: review.decidedAt ? null : workingDaysLeft(today, due),
    status: review.outcome ?? 'pending',
    decided_at: review.decidedAt?.toISOString() ?? null,
    decided_by: review.decidedBy,
    point_of_view: review.pointOfView,
    rating: order.rating,
    decision: order.decisionFacts,
  };
}

/** Waiting reviews first, the nearest deadline first; then the decided ones. */
export async function listDeskReviews(deps: DeskDeps) {
  const rows = await reviewRows(deps.db).orderBy(
    sql`${decisionReviews.decidedAt} is not null`,
    asc(decisionReviews.answerDueAt),
    asc(decisionReviews.id),
  );
  const today = deps.today();
  return rows.map((row) => listItem(row, today));
}

/**
 * Why `staff` may not decide the review of `orderUuid`, or null when they may: the automation
 * token is no person; an order placed with the staff member's own address is theirs; any entry of
 * theirs in the audit trail on the order (a status change, a note, a refund) means they edited it.
 */
export async function reviewerConflict(
  db: DbContext,
  staff: StaffIdentity,
  orderUuid: string,
  orderEmail: string,
): Promise<string | null> {
  if (staff.accountId === 0) return roDesk.reviewNeedsPerson;
  if (orderEmail.trim().toLowerCase() === staff.email.trim().toLowerCase()) return roDesk.reviewOwnOrder;
  const [touched] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorId, staff.accountId),
        eq(auditLog.target, `orders/${orderUuid}`),
        ne(auditLog.action, 'review.decide'),
      ),
    )
    .limit(1);
  return touched ? roDesk.reviewOwnOrder : null;
}

export async function deskReview(deps: DeskDeps, id: number, staff: StaffIdentity) {
  const [row] = await reviewRows(deps.db).where(eq(decisionReviews.id, id));
  if (!row) return null;
  const { review, order } = row;
  return {
    ...listItem(row, deps.today()),
    phone: order.contact.telefon,
    rating_reasons: order.ratingReasons,
    decision_explanation: order.decisionFacts ? decisionExplanation(order.decisionFacts) : [],
    decided_on_order_at: order.updatedAt.toISOString(),
    terms: { months: order.months, downpayment: order.downpayment, currency: order.currency },
    reason: review.reason,
    reviewer_conflict: review.decidedAt
      ? null
      : await reviewerConflict(deps.db, staff, review.orderUuid, order.contact.email),
  };
}

export const reviewNotFound = () => new ApiError(404, roDesk.reviewNotFound);

/**
 * Records the decision once: 404 unknown, 409 already decided, 403 for a reviewer who touched the
 * order. Locks the review row so two reviewers deciding at once get one 200 and one 409.
 */
export async function decideReview(
  deps: DeskDeps,
  id: number,
  body: unknown,
  staff: StaffIdentity,
  audit: AuditSource,
  siteOrigin: string,
) {
  const decision: ReviewDecision = parseOr422(reviewDecisionSchema, body, invalidFields);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [review] = await tx.select().from(decisionReviews).where(eq(decisionReviews.id, id)).for('update');
    if (!review) throw reviewNotFound();
    if (review.decidedAt) throw new ApiError(409, roDesk.reviewAlreadyDecided);
    const found = await findOrder(tx, review.orderUuid);
    if (!found) throw reviewNotFound();
    const conflict = await reviewerConflict(tx, staff, review.orderUuid, found.order.contact.email);
    if (conflict) throw new ApiError(403, conflict);

    if (decision.outcome === 'approved') {
      // The order is approved from now on: the trigger records the rating change; the outcome event
      // written with it tells the notifier the customer has been told (by the mail below), so it
      // sends no second "pre-approved" mail.
      await tx
        .update(clientOrders)
        .set({ rating: 1, updatedAt: now })
        .where(and(eq(clientOrders.uuid, review.orderUuid), eq(clientOrders.rating, 0)));
      await tx
        .insert(orderEvents)
        .values({ orderUuid: review.orderUuid, kind: 'outcome', detail: '1', at: now, notifiedAt: now });
    }
    const [decided] = await tx
      .update(decisionReviews)
      .set({
        outcome: decision.outcome,
        reason: decision.reason,
        decidedAt: now,
        decidedById: staff.accountId,
        decidedBy: staff.email,
      })
      .where(and(eq(decisionReviews.id, id), isNull(decisionReviews.decidedAt)))
      .returning();
    if (!decided) throw new ApiError(409, roDesk.reviewAlreadyDecided);
    await createOutboxMailer(tx)(
      reviewDecisionMail({
        order: found.order,
        productName: found.car.productName,
        outcome: decision.outcome,
        reason: decision.reason,
        siteOrigin,
      }),
    );
    await recordAudit(
      tx,
      audit,
      {
        action: 'review.decide',
        target: `orders/${review.orderUuid}`,
        before: { review: review.id, status: 'pending', rating: found.order.rating },
        after: {
          review: review.id,
          status: decision.outcome,
          reason: decision.reason,
          rating: decision.outcome === 'approved' ? 1 : found.order.rating,
        },
      },
      now,
    );
    return { id, status: decision.outcome, decided_at: now.toISOString(), decided_by: staff.email };
  });
}

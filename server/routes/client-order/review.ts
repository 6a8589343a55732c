/**
 * POST /client-order/{uuid}/review: a refused individual asks for a human to review the automated
 * decision (CCD II art. 18(8), GDPR art. 22(3)), optionally with their point of view. Idempotent:
 * the same request again answers the stored review (200); another text for an order that already
 * has one is refused (409, Romanian). Acknowledged by e-mail with the deadline for the answer.
 */
import * as v from 'valibot';
import { reviewSchema } from '../../../src/domain/forms/review-schema.ts';
import { roDecision } from '../../../src/i18n/ro.ts';
import { toFieldErrors } from '../../../src/lib/validation/rules.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { reviewReceivedMail } from '../../mail/templates/orders/order-mails.ts';
import { findOrder, isUuid } from '../../orders/order-repository.ts';
import { insertReview, type ReviewAnswer } from '../../orders/reviews.ts';
import { outcomeOf } from '../../orders/steps.ts';
import { type OrderRouteDeps, orderNotFound } from './order-deps.ts';

export async function requestReview(
  deps: OrderRouteDeps,
  uuid: string,
  body: unknown,
  /** The site's origin for the order page's link in the acknowledgement. */
  siteOrigin: string,
): Promise<{ created: boolean; review: ReviewAnswer }> {
  if (!isUuid(uuid)) throw orderNotFound();
  const parsed = v.safeParse(reviewSchema, body);
  if (!parsed.success) throw invalidFields(toFieldErrors(parsed.issues));
  const found = await findOrder(deps.db, uuid);
  if (!found) throw orderNotFound();
  const { order, car } = found;
  if (order.person !== 1 || outcomeOf(order) !== 0) throw new ApiError(409, roDecision.reviewNotRefused);

  const text = parsed.output.punct_de_vedere;
  const result = await insertReview(deps.db, uuid, text, deps.now());
  if (!result.created && result.review.point_of_view !== text) {
    throw new ApiError(409, roDecision.reviewAlreadyRequested);
  }
  if (result.created) {
    await deps.mailer(reviewReceivedMail({ order, productName: car.productName }, result.review, siteOrigin));
  }
  return result;
}

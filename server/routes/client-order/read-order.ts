/**
 * GET /client-order/{uuid}: due checks first, then the order as read back. A PUT answers with the
 * read-back of the order it has just written (`readBackOf`), without reading the order again.
 */
import { completeDueJobsFor } from '../../decision/worker.ts';
import { reservationFee } from '../../orders/fees.ts';
import { findOrderInRequest, type OrderInRequest } from '../../orders/order-repository.ts';
import { type OrderReadBack, toReadBack } from '../../orders/read-back.ts';
import { findReview } from '../../orders/reviews.ts';
import { decisionDeps, type OrderRouteDeps } from './order-deps.ts';

/**
 * The order and its car once its due decision jobs have run: the one load of an order request, one
 * statement unless a job is due (then the jobs run and the order is loaded again).
 */
export async function loadOrderAfterDueJobs(
  deps: OrderRouteDeps,
  uuid: string,
): Promise<OrderInRequest | null> {
  const found = await findOrderInRequest(deps.db, uuid, deps.now());
  if (!found?.jobsDue) return found;
  await completeDueJobsFor(decisionDeps(deps), uuid);
  return findOrderInRequest(deps.db, uuid, deps.now());
}

/**
 * The read-back of an order already loaded (a refused individual's human review is one more query).
 */
async function readBackOf(
  deps: OrderRouteDeps,
  { order, car, checkoutToken }: OrderInRequest,
): Promise<OrderReadBack> {
  return toReadBack(
    order,
    { product_name: car.productName, payment_info_json: car.paymentInfoJson },
    reservationFee(order.productType, deps.eurRonRate),
    checkoutToken,
    // Only a refused individual can have asked for a review: no extra query for anyone else.
    order.person === 1 && order.rating === 0 ? await findReview(deps.db, order.uuid) : null,
  );
}

/**
 * The read-back as the response's JSON text, the car's tables written in as escaped once per car
 * version: escaping ~100 KB again was the largest single cost of a wizard step's answer.
 */
export async function readBackJsonOf(deps: OrderRouteDeps, found: OrderInRequest): Promise<string> {
  const readBack = await readBackOf(deps, found);
  return JSON.stringify({ ...readBack, payment_info: found.car.paymentInfoAsJsonString });
}

export async function readOrderJson(deps: OrderRouteDeps, uuid: string): Promise<string | null> {
  const found = await loadOrderAfterDueJobs(deps, uuid);
  return found ? readBackJsonOf(deps, found) : null;
}

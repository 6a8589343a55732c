/**
 * GET /client-order/{uuid}: due checks first, then the order as read back. A PUT answers with the
 * read-back of the order it has just written (`readBackOf`), without reading the order again.
 */
import { completeDueJobsFor } from '../../decision/worker.ts';
import type { GzipPart } from '../../http/gzip-parts.ts';
import { orderFee } from '../../orders/fees.ts';
import { findOrderInRequest, type OrderInRequest } from '../../orders/order-repository.ts';
import { type OrderReadBackFields, toReadBack } from '../../orders/read-back.ts';
import { findReview } from '../../orders/reviews.ts';
import { decisionDeps, type OrderRouteDeps } from './order-deps.ts';

/**
 * The order and its car once its due decision jobs have run: the one load of an order request, one
 * statement unless a job is due (then the jobs run and the order is loaded again). Kept for the
 * order's next step (orders/order-cache.ts).
 */
export async function loadOrderAfterDueJobs(
  deps: OrderRouteDeps,
  uuid: string,
): Promise<OrderInRequest | null> {
  let found = await findOrderInRequest(deps.db, uuid, deps.now());
  if (found?.jobsDue) {
    await completeDueJobsFor(decisionDeps(deps), uuid);
    found = await findOrderInRequest(deps.db, uuid, deps.now());
  }
  if (found) deps.orderCache.set(found);
  return found;
}

/**
 * The read-back of an order already loaded, without the car's tables (a refused individual's human
 * review is one more query). It is also a PUT's answer: a step never changes the car's ~100 KB of
 * tables, the site already has them (it ignores this answer), and a shopper on a phone would
 * download them again with every step.
 */
export async function readBackOf(
  deps: OrderRouteDeps,
  { order, car, checkoutToken }: OrderInRequest,
): Promise<OrderReadBackFields> {
  return toReadBack(
    order,
    { product_name: car.productName },
    orderFee(order, deps.eurRonRate),
    checkoutToken,
    // Only a refused individual can have asked for a review: no extra query for anyone else.
    order.person === 1 && order.rating === 0 ? await findReview(deps.db, order.uuid) : null,
  );
}

const PREFIX = '{"payment_info":';
const encoder = new TextEncoder();

/**
 * GET's answer as parts to join (http/gzip-parts.ts): the read-back around the car's tables, which
 * are kept escaped as a JSON string, and compressed, once per car version (escaping ~100 KB again
 * was the largest single cost of answering a poll, and gzipping it again larger still).
 */
export async function readOrderParts(deps: OrderRouteDeps, uuid: string): Promise<GzipPart[] | null> {
  const found = await loadOrderAfterDueJobs(deps, uuid);
  if (!found) return null;
  const readBack = await readBackOf(deps, found);
  const rest = JSON.stringify({ payment_info: null, ...readBack }).slice(`${PREFIX}null`.length);
  return [encoder.encode(PREFIX), found.car.paymentInfoAsJsonString, encoder.encode(rest)];
}

/** GET /client-order/{uuid}: due checks first, then the order as read back. */
import { completeDueJobsFor } from '../../decision/worker.ts';
import { reservationFee } from '../../orders/fees.ts';
import { findOrder, isUuid, openCheckoutToken } from '../../orders/order-repository.ts';
import { type OrderReadBack, toReadBack } from '../../orders/read-back.ts';
import { findReview } from '../../orders/reviews.ts';
import { decisionDeps, type OrderRouteDeps } from './order-deps.ts';

export async function readOrder(deps: OrderRouteDeps, uuid: string): Promise<OrderReadBack | null> {
  // Only the order's own jobs are looked for, so an unknown uuid costs one query and finds none.
  if (!isUuid(uuid)) return null;
  await completeDueJobsFor(decisionDeps(deps), uuid);
  const found = await findOrder(deps.db, uuid);
  if (!found) return null;
  const { order, car } = found;
  return toReadBack(
    order,
    { product_name: car.productName, payment_info_json: car.paymentInfoJson },
    reservationFee(order.productType, deps.eurRonRate),
    await openCheckoutToken(deps.db, uuid),
    order.person === 1 && order.rating === 0 ? await findReview(deps.db, uuid) : null,
  );
}

/**
 * What the checkout pages decide from the order as read back (GET /client-order/{uuid}, parsed with
 * the one read-back schema of domain/order/order-read-back.ts): whether it is a subscription, and
 * whether the payment step may offer to pay.
 */

import type { OrderReadBack } from '../../domain/order/order-read-back.ts';

export const isSubscription = (order: Pick<OrderReadBack, 'credit_type'>): boolean =>
  order.credit_type === 'carSubscription';

/** What the payment step may offer for this order, before any marker is considered. */
export type OrderReadiness = 'payable' | 'not-approved' | 'paid' | 'identification-pending';

export function orderReadiness(order: OrderReadBack): OrderReadiness {
  if (order.paid === 1) return 'paid';
  if (order.rating !== 1) return 'not-approved';
  // The guarantee is paid after the contract is signed (server/orders/payable.ts).
  if (isSubscription(order) && order.identification_status !== 'signed') return 'identification-pending';
  return 'payable';
}

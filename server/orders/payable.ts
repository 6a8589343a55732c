/**
 * Whether GET /payments?order_code= may open a checkout: the order is approved, not paid yet, and
 * a subscription has also been identified and signed (the guarantee is paid after signing).
 */
import type { OrderRecord } from './order.ts';
import { outcomeOf, type StepOrder } from './steps.ts';

export type PayableOrder = StepOrder & Pick<OrderRecord, 'identificationStatus'>;

export function isPayable(order: PayableOrder): boolean {
  if (order.paidAt !== null || outcomeOf(order) !== 1) return false;
  return order.productType !== 'carSubscription' || order.identificationStatus === 'signed';
}

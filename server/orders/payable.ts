/**
 * Whether GET /payments?order_code= may open a checkout: the order is approved, not paid yet, and
 * a subscription has also been identified and signed (the guarantee is paid after signing).
 */
import type { OrderRecord } from './order.ts';
import { outcomeOf } from './steps.ts';

export type PayableOrder = Pick<
  OrderRecord,
  | 'person'
  | 'productType'
  | 'tipCompanie'
  | 'personal'
  | 'obligations'
  | 'income'
  | 'companyDetails'
  | 'guarantor'
  | 'check1Result'
  | 'check2Result'
  | 'rating'
  | 'paidAt'
  | 'identificationStatus'
>;

export function isPayable(order: PayableOrder): boolean {
  if (order.paidAt !== null || outcomeOf(order) !== 1) return false;
  return order.productType !== 'carSubscription' || order.identificationStatus === 'signed';
}

/**
 * Whether GET /payments?order_code= may open a checkout: the order is approved, not paid yet, and
 * a subscription has also been identified and signed (the guarantee is paid after signing). When it
 * may not, the reason is the order's real state, so /plata says where the order stands (already
 * paid, not approved, contract not signed) instead of a generic error.
 */
import type { OrderRecord } from './order.ts';
import { outcomeOf, type StepOrder } from './steps.ts';

export type PayableOrder = StepOrder &
  Pick<OrderRecord, 'identificationStatus'> & {
    /** The operations desk's end states (order-status.ts, release-job.ts); absent: not ended. */
    cancelledAt?: Date | null;
    releasedAt?: Date | null;
  };

/** 'payable', or why the fee cannot be paid now. */
export type PayableState = 'payable' | 'paid' | 'closed' | 'not_approved' | 'not_signed';

export function payableState(order: PayableOrder): PayableState {
  if (order.paidAt !== null) return 'paid';
  // Cancelled by staff or released unpaid: the car is no longer kept for this order.
  if (order.cancelledAt || order.releasedAt) return 'closed';
  if (outcomeOf(order) !== 1) return 'not_approved';
  if (order.productType === 'carSubscription' && order.identificationStatus !== 'signed') return 'not_signed';
  return 'payable';
}

export const isPayable = (order: PayableOrder): boolean => payableState(order) === 'payable';

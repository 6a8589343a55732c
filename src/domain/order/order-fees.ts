/**
 * The fee an order pays by card (spec sections 1 and 9), fixed in EUR: the reservation fee for
 * credit and leasing, the guarantee for a subscription. The server charges it in lei at its
 * configured rate (server/orders/fees.ts); the site needs the EUR figure before an order exists.
 */
import type { OrderType } from './order-terms.ts';

/** Including VAT; deducted from the down payment. */
export const RESERVATION_FEE_EUR = 220;
/** Returned at the end of the subscription when there are no extra costs. */
export const SUBSCRIPTION_GUARANTEE_EUR = 800;

/** orderFeeEur('credit') === 220, orderFeeEur('carSubscription') === 800 */
export function orderFeeEur(productType: OrderType): number {
  return productType === 'carSubscription' ? SUBSCRIPTION_GUARANTEE_EUR : RESERVATION_FEE_EUR;
}

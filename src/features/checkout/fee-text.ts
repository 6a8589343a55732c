/**
 * The fee sentence of the payment step (spec section 2): the amount in RON with its EUR
 * equivalent; a reservation fee is deducted from the down payment, a subscription's guarantee is
 * returned in full at the end when there are no extra costs.
 */

import { formatEur, formatRon } from '../../domain/format.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { fill, roCheckout } from '../../i18n/ro.ts';

type FeeOrder = Pick<OrderReadBack, 'credit_type' | 'taxa_rezervare' | 'taxa_rezervare_ron'>;

export function feeText(order: FeeOrder): string {
  const template =
    order.credit_type === 'carSubscription' ? roCheckout.feeSubscription : roCheckout.feeFinancing;
  return fill(template, {
    ron: formatRon(order.taxa_rezervare_ron, { financing: true }),
    eur: formatEur(order.taxa_rezervare, { financing: true }),
  });
}

export function stepHeading(order: Pick<OrderReadBack, 'credit_type'>): string {
  return order.credit_type === 'carSubscription'
    ? roCheckout.headingGuarantee
    : roCheckout.headingReservation;
}

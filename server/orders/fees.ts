/**
 * Fees an order pays online (spec sections 1 and 9): the reservation fee for credit and leasing,
 * the guarantee for a subscription, both fixed in EUR and charged in RON at the configured rate.
 * The home-delivery transport cost is the shared rule in src/domain/order/delivery-cost.ts.
 */

import { roundMoney } from '../../src/domain/money.ts';
import { orderFeeEur } from '../../src/domain/order/order-fees.ts';
import type { OrderType } from '../../src/domain/order/order-terms.ts';

export interface Amount {
  eur: number;
  ron: number;
}

/**
 * The fee paid by card: taxa_rezervare (EUR) and taxa_rezervare_ron.
 * @example reservationFee('credit', 4.9775) // { eur: 220, ron: 1095.05 }
 */
export function reservationFee(productType: OrderType, eurRonRate: number): Amount {
  const eur = orderFeeEur(productType);
  return { eur, ron: roundMoney(eur * eurRonRate) };
}

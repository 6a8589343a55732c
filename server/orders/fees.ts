/**
 * Fees an order pays online (spec sections 1 and 9): the reservation fee for credit and leasing,
 * the guarantee for a subscription, both fixed in EUR and charged in RON at the configured rate;
 * and the home-delivery transport cost from the county's price.
 */

import { orderFeeEur } from '../../src/domain/order/order-fees.ts';
import type { OrderType, Person } from '../../src/domain/order/order-terms.ts';
import { roundMoney } from '../decision/money.ts';

/** Romanian standard VAT since August 2025. */
export const VAT_RATE = 0.21;

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

export interface DeliveryCost {
  /** County delivery_price, EUR without VAT. */
  net: number;
  vat: number;
  /** What the order pays: VAT added for individuals, companies see the net price. */
  total: number;
}

export function deliveryCost(countyDeliveryPriceEur: number, person: Person): DeliveryCost {
  const net = roundMoney(countyDeliveryPriceEur);
  const vat = person === 1 ? roundMoney(net * VAT_RATE) : 0;
  return { net, vat, total: roundMoney(net + vat) };
}

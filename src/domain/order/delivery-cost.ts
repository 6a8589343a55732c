/**
 * The home-delivery transport cost (spec sections 3 and 9): the county's delivery_price in EUR,
 * plus VAT for individuals (companies see prices without VAT). The payment step shows it and the
 * server stores it as taxa_livrare from its own county row, never from the page's body; one rule
 * so the amount shown is the amount charged, to the cent.
 */

import { VAT_RATE } from '../financing/vat.ts';
import { roundMoney } from '../money.ts';
import type { Person } from './order-terms.ts';

export interface DeliveryCost {
  /** County delivery_price, EUR without VAT. */
  readonly net: number;
  readonly vat: number;
  /** What the order pays and taxa_livrare carries. */
  readonly total: number;
}

/** deliveryCost(49.99, 1) → { net: 49.99, vat: 10.5, total: 60.49 } */
export function deliveryCost(countyDeliveryPriceEur: number, person: Person): DeliveryCost {
  const net = roundMoney(countyDeliveryPriceEur);
  const vat = person === 1 ? roundMoney(net * VAT_RATE) : 0;
  return { net, vat, total: roundMoney(net + vat) };
}

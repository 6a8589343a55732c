/**
 * The home-delivery transport cost (spec sections 3 and 9): the county's delivery_price in EUR,
 * plus VAT for individuals (companies see prices without VAT). The payment step shows it and the
 * server stores it as taxa_livrare from its own county row, never from the page's body; one rule
 * so the amount shown is the amount charged, to the cent. A free-delivery promotion (the order's,
 * fixed when it was placed) makes it 0.
 */

import { hasFreeDelivery } from '../catalog/promotions.ts';
import type { Promotion } from '../cms-schemas.ts';
import { VAT_RATE } from '../financing/vat.ts';
import { roundMoney } from '../money.ts';
import type { Person } from './order-terms.ts';

export interface DeliveryCost {
  /** County delivery_price, EUR without VAT. */
  readonly net: number;
  readonly vat: number;
  /** What the order pays and taxa_livrare carries. */
  readonly total: number;
  /** A free-delivery promotion waived the county's price. */
  readonly free: boolean;
}

/** deliveryCost(49.99, 1, []) → { net: 49.99, vat: 10.5, total: 60.49, free: false } */
export function deliveryCost(
  countyDeliveryPriceEur: number,
  person: Person,
  promotions: readonly Promotion[],
): DeliveryCost {
  if (hasFreeDelivery(promotions)) return { net: 0, vat: 0, total: 0, free: true };
  const net = roundMoney(countyDeliveryPriceEur);
  const vat = person === 1 ? roundMoney(net * VAT_RATE) : 0;
  return { net, vat, total: roundMoney(net + vat), free: false };
}

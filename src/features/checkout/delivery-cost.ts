/**
 * The home-delivery transport cost shown on the payment step: the county's delivery_price in EUR,
 * plus 21% VAT for individuals (companies see prices without VAT). The server recomputes the same
 * figure (server/orders/fees.ts) and does not trust what the page sends.
 */

export const VAT_RATE = 0.21;

export interface TransportCost {
  readonly net: number;
  readonly vat: number;
  /** What the order pays and taxa_livrare carries. */
  readonly total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function transportCost(deliveryPriceEur: number, person: 1 | 2): TransportCost {
  const net = cents(deliveryPriceEur);
  const vat = person === 1 ? cents(net * VAT_RATE) : 0;
  return { net, vat, total: cents(net + vat) };
}

/** The transport cost the payment step shows and the server charges (one table for both). */
import type { Promotion } from '../cms-schemas.ts';
import { deliveryCost } from './delivery-cost.ts';

const FREE: Promotion = { kind: 'free_delivery', name: 'Livrare gratuita' };
const HALF_FIRST_MONTH: Promotion = { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 };

describe('deliveryCost', () => {
  it.each([
    ['individual pays 21% VAT on top', 100, 1, { net: 100, vat: 21, total: 121 }],
    ['company sees the net price', 100, 2, { net: 100, vat: 0, total: 100 }],
    ['VAT rounded to cents', 49.99, 1, { net: 49.99, vat: 10.5, total: 60.49 }],
    // 2.50 × 21% is exactly half a cent: rounded up, as a person would.
    ['half a cent of VAT rounds up', 2.5, 1, { net: 2.5, vat: 0.53, total: 3.03 }],
    ['free county', 0, 1, { net: 0, vat: 0, total: 0 }],
  ] as const)('%s', (_case, price, person, expected) => {
    expect(deliveryCost(price, person, [])).toEqual({ ...expected, free: false });
  });

  it.each([
    [
      "free delivery waives an individual's price and its VAT",
      [FREE],
      1,
      { net: 0, vat: 0, total: 0, free: true },
    ],
    ["free delivery waives a company's price", [FREE], 2, { net: 0, vat: 0, total: 0, free: true }],
    [
      'free delivery among other promotions',
      [HALF_FIRST_MONTH, FREE],
      1,
      { net: 0, vat: 0, total: 0, free: true },
    ],
    [
      'another promotion leaves the price',
      [HALF_FIRST_MONTH],
      1,
      { net: 100, vat: 21, total: 121, free: false },
    ],
  ] as const)('%s', (_case, promotions, person, expected) => {
    expect(deliveryCost(100, person, promotions)).toEqual(expected);
  });
});

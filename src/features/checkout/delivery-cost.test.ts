import { describe, expect, it } from 'vitest';
import { transportCost } from './delivery-cost.ts';

describe('transportCost', () => {
  it.each<[string, number, 1 | 2, { net: number; vat: number; total: number }]>([
    ['individual pays 21% VAT on top', 100, 1, { net: 100, vat: 21, total: 121 }],
    ['company sees the net price', 100, 2, { net: 100, vat: 0, total: 100 }],
    ['VAT rounded to cents', 49.99, 1, { net: 49.99, vat: 10.5, total: 60.49 }],
    ['free county', 0, 1, { net: 0, vat: 0, total: 0 }],
  ])('%s', (_case, price, person, expected) => {
    expect(transportCost(price, person)).toEqual(expected);
  });
});

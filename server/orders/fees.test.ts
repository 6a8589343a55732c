import { deliveryCost, reservationFee } from './fees.ts';

describe('reservationFee', () => {
  it.each([
    ['credit', 4.9775, 220, 1095.05],
    ['leasing', 5, 220, 1100],
    ['carSubscription', 4.9775, 800, 3982],
    ['carSubscription', 4.97123, 800, 3976.98],
  ] as const)('%s at %d → %d EUR, %d RON', (product, rate, eur, ron) => {
    expect(reservationFee(product, rate)).toEqual({ eur, ron });
  });
});

describe('deliveryCost', () => {
  it.each([
    ['individual pays VAT', 100, 1, { net: 100, vat: 21, total: 121 }],
    ['company pays the net price', 100, 2, { net: 100, vat: 0, total: 100 }],
    ['rounds to cents', 49.99, 1, { net: 49.99, vat: 10.5, total: 60.49 }],
    ['free county', 0, 1, { net: 0, vat: 0, total: 0 }],
  ] as const)('%s', (_, price, person, expected) => {
    expect(deliveryCost(price, person)).toEqual(expected);
  });
});

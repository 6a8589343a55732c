import { orderFee, orderRate } from './fees.ts';

describe('orderFee: the order’s own figures, whatever the settings say now', () => {
  it.each([
    ['credit', 220, 4.9775, 1095.05],
    ['leasing', 220, 5, 1100],
    ['carSubscription', 800, 4.9775, 3982],
    ['carSubscription', 800, 4.97123, 3976.98],
    ['credit', 250, 5, 1250],
    ['carSubscription', 950, 4.9, 4655],
  ] as const)('%s with %d EUR at %d → %d RON', (productType, feeEur, eurRonRate, ron) => {
    expect(orderFee({ productType, feeEur, eurRonRate }, 7)).toEqual({ eur: feeEur, ron });
  });

  it.each([
    ['credit', 220],
    ['carSubscription', 800],
  ] as const)(
    'an order placed before figures were stored: %s pays %d EUR at the server’s rate',
    (productType, eur) => {
      expect(orderFee({ productType, feeEur: null, eurRonRate: null }, 5)).toEqual({ eur, ron: eur * 5 });
      expect(orderRate({ eurRonRate: null }, 4.5)).toBe(4.5);
      expect(orderRate({ eurRonRate: 4.9 }, 4.5)).toBe(4.9);
    },
  );
});

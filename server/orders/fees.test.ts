import { reservationFee } from './fees.ts';

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

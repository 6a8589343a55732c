/** The shared money rules: cents as a person expects them (half-cents of binary artefacts included) and lei at a rate. */

import { roundMoney, toRon } from './money.ts';

describe('roundMoney', () => {
  it.each([
    [220 * 4.9775, 1095.05],
    [1.005, 1.01],
    [0.145, 0.15],
    [2.445, 2.45],
    [10.4979, 10.5],
    [-1.005, -1.01],
    [0, 0],
    [100, 100],
  ])('%d → %d', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });
});

describe('toRon', () => {
  it.each([
    [200, 'EUR', 5, 1000],
    [952.5, 'RON', 5, 952.5],
    [220, 'EUR', 4.9775, 220 * 4.9775],
  ] as const)('%d %s at %d → %d RON', (amount, currency, rate, expected) => {
    expect(toRon(amount, currency, rate)).toBe(expected);
  });
});

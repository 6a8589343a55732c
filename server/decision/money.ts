/** Money helpers shared by the decision engine, fees and the payment sandbox. */
import type { CurrencyName } from '../../src/domain/order/order-terms.ts';

/**
 * Rounds to 2 decimals, half away from zero, nudged by EPSILON so binary artefacts such as
 * 1.005 (stored as 1.00499…) still round up as a person would expect.
 * @example roundMoney(220 * 4.9775) // 1095.05
 */
export function roundMoney(value: number): number {
  return Math.sign(value) * (Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100);
}

/** Converts an amount in RON or EUR to RON at the given EUR/RON rate. */
export function toRon(amount: number, currency: CurrencyName, eurRonRate: number): number {
  return currency === 'EUR' ? amount * eurRonRate : amount;
}

/**
 * Money arithmetic the site and the server share: the cents a figure is cut to and the lei an
 * amount comes to. One definition, so a figure the page shows (an instalment, a transport cost)
 * is the figure the server stores and charges, to the cent.
 */
import type { CurrencyName } from './order/order-terms.ts';

/**
 * Rounds to 2 decimals, half away from zero. EPSILON is added before scaling, while it is still
 * larger than the value's last bit, so binary artefacts such as 1.005 (stored as 1.00499…) still
 * round up as a person (and a bank statement) would expect; added after scaling it is lost.
 * @example roundMoney(220 * 4.9775) // 1095.05
 */
export function roundMoney(value: number): number {
  return Math.sign(value) * (Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100);
}

/**
 * An amount in RON or EUR in lei at the given EUR/RON rate; not rounded, so a sum of converted
 * amounts is cut to cents once.
 * @example toRon(200, 'EUR', 5) // 1000
 */
export function toRon(amount: number, currency: CurrencyName, eurRonRate: number): number {
  return currency === 'EUR' ? amount * eurRonRate : amount;
}

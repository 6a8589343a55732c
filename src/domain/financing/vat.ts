/**
 * How a price is shown to a person (spec sections 6 and 9): the tables hold amounts with VAT;
 * companies see them without VAT (divided by 1.21), CASCO still included. Insurance carries no VAT
 * (Codul fiscal art. 292(2)(b)), so the CASCO premium inside a financing instalment is never
 * divided: a company pays it in full. The panels, the car page's price block and both PDFs (offer
 * and payment schedule) derive their figures here, so a company never reads one figure on the page
 * and another in a document.
 */

import { roundMoney } from '../money.ts';
import type { Person } from '../order/order-terms.ts';

/** Romanian standard VAT since August 2025; the one rate prices, fees and transport costs use. */
export const VAT_RATE = 0.21;

/** shownAmount(559, 2) === 461.98; individuals keep the table's amount with VAT (spec section 6). */
export function shownAmount(withVat: number, person: Person): number {
  return roundMoney(person === 2 ? withVat / (1 + VAT_RATE) : withVat);
}

/** True when the amounts shown to this person include VAT. */
export function includesVat(person: Person): boolean {
  return person !== 2;
}

/**
 * A financing instalment as shown: the loan share follows shownAmount, the bundled CASCO premium
 * (VAT-exempt insurance) is added back whole, so a company's "CASCO lunar" is the premium it pays.
 * @example shownInstalment(1210, 181.5, 2) // 850 + 181.5 = 1031.5
 */
export function shownInstalment(withVat: number, casco: number, person: Person): number {
  if (includesVat(person)) return withVat;
  return roundMoney(shownAmount(withVat - casco, person) + casco);
}

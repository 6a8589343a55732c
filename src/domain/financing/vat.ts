/**
 * How a price is shown to a person (spec sections 6 and 9): the tables hold amounts with VAT;
 * companies see every amount divided by 1.21 (without VAT, CASCO still included). The panels, the
 * car page's price block and both PDFs (offer and payment schedule) derive their figures here, so
 * a company never reads one figure on the page and another in a document.
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

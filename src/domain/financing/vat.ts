/**
 * How a price is shown to a person (spec sections 6 and 9): the tables hold amounts with VAT;
 * companies see every amount divided by 1.21 (without VAT, CASCO still included). The panels, the
 * car page's price block and both PDFs (offer and payment schedule) derive their figures here, so
 * a company never reads one figure on the page and another in a document.
 */
import type { Person } from '../order/order-terms.ts';
import { roundMoney } from './loan-math.ts';

/** Prices are EUR with VAT; companies see them without (spec section 6). */
export const VAT_DIVISOR = 1.21;

/** shownAmount(559, 2) === 461.98; individuals keep the table's amount with VAT. */
export function shownAmount(withVat: number, person: Person): number {
  return roundMoney(person === 2 ? withVat / VAT_DIVISOR : withVat);
}

/** True when the amounts shown to this person include VAT. */
export function includesVat(person: Person): boolean {
  return person !== 2;
}

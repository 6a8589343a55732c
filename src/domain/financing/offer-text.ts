/**
 * The monthly figures as the panels, the car page and the PDFs print them, so every place shows
 * the same text for the same number.
 */

import { fill, roFinancing } from '../../i18n/ro.ts';
import type { FirstMonthPrice } from '../catalog/promotions.ts';
import { formatAmount, formatEur, formatNumber } from '../format.ts';
import type { Currency, Person } from '../order/order-terms.ts';
import { includesVat } from './vat.ts';

/** Financing: always two decimals. monthlyInstalmentText(952.5, 1) === '952,50 RON/luna' */
export function monthlyInstalmentText(amount: number, currency: Currency): string {
  const template = currency === 2 ? roFinancing.monthlyEur : roFinancing.monthlyRon;
  return fill(template, { amount: formatAmount(amount) });
}

/** Subscription: whole euros stay whole, company prices keep their cents. '399 €/luna', '329,75 €/luna' */
export function subscriptionMonthlyText(amount: number): string {
  return fill(roFinancing.subscriptionMonthly, { amount: formatNumber(amount, 2) });
}

/** A first-month discount's figures: firstMonthText({ percent: 50, discount: 249.5, price: 249.5 }) === '249,50 € (reducere 50%: -249,50 €)' */
export function firstMonthText(first: FirstMonthPrice): string {
  return fill(roFinancing.firstMonthPrice, {
    price: formatEur(first.price, { financing: true }),
    percent: first.percent,
    discount: formatEur(first.discount, { financing: true }),
  });
}

/** The note under a subscription price: what it includes and whether VAT is in it. */
export function subscriptionPriceNote(person: Person): string {
  return includesVat(person) ? roFinancing.allCostsIncludedWithVat : roFinancing.allCostsIncludedWithoutVat;
}

/** The offer PDF's currency line: EUR with VAT for individuals, without for companies. */
export function subscriptionCurrencyNote(person: Person): string {
  return includesVat(person) ? roFinancing.pdf.noDownPayment : roFinancing.pdf.noDownPaymentCompany;
}

/**
 * The subscription offer PDF of GET /timetable (type carSubscription): the monthly price of the
 * chosen term and km, what the fee includes (spec section 1), the 800 EUR guarantee and the terms.
 */

import {
  subscriptionCurrencyNote,
  subscriptionMonthlyText,
  subscriptionPriceNote,
} from '../../src/domain/financing/offer-text.ts';
import { formatEur, formatNumber, monthsCount } from '../../src/domain/format.ts';
import { SUBSCRIPTION_GUARANTEE_EUR } from '../../src/domain/order/order-fees.ts';
import type { Person, SubscriptionKm, SubscriptionMonths } from '../../src/domain/order/order-terms.ts';
import { fill, ro } from '../../src/i18n/ro.ts';
import { openCarDocument } from './car-document.ts';

export interface OfferDocument {
  readonly car: { readonly sku: string; readonly productName: string };
  readonly months: SubscriptionMonths;
  readonly km: SubscriptionKm;
  readonly person: Person;
  /** EUR as shown to `person` (subscriptionMonthlyPrice): companies without VAT. */
  readonly monthly: number;
  /** yyyy-MM-dd */
  readonly issuedOn: string;
}

const text = ro.financing.pdf;

export async function offerPdf({
  car,
  months,
  km,
  person,
  monthly,
  issuedOn,
}: OfferDocument): Promise<Uint8Array> {
  const pdf = await openCarDocument({ title: text.offerTitle, issuer: 'mobility', car, issuedOn });

  pdf.heading(text.parameters);
  pdf.field(text.person, person === 2 ? ro.financing.company : ro.financing.individual);
  pdf.field(text.subscriptionMonthly, subscriptionMonthlyText(monthly));
  pdf.field(text.subscriptionTerm, monthsCount(months));
  pdf.field(text.subscriptionKm, fill(ro.financing.kmPerMonth, { km: formatNumber(km) }));
  pdf.field(text.guarantee, formatEur(SUBSCRIPTION_GUARANTEE_EUR));
  pdf.paragraph(subscriptionPriceNote(person));

  pdf.heading(text.included);
  for (const item of text.includedItems) pdf.paragraph(`- ${item}`);

  pdf.gap();
  pdf.paragraph(text.guaranteeNote, { muted: true });
  pdf.paragraph(subscriptionCurrencyNote(person), { muted: true });
  pdf.paragraph(text.extension, { muted: true });

  return pdf.finish((page, pages) => `${car.sku} - ${fill(text.page, { page, pages })}`);
}

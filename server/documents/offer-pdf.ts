/**
 * The subscription offer PDF of GET /timetable (type carSubscription): the monthly price of the
 * chosen term and km, the car's promotions with what each gives (the first month's price, the free
 * transport), what the fee includes (spec section 1), the 800 EUR guarantee and the terms.
 */

import { type BusinessFigures, fillFigures } from '../../src/domain/business-figures.ts';
import { firstMonthPrice } from '../../src/domain/catalog/promotions.ts';
import type { Promotion } from '../../src/domain/cms-schemas.ts';
import {
  firstMonthText,
  subscriptionCurrencyNote,
  subscriptionMonthlyText,
  subscriptionPriceNote,
} from '../../src/domain/financing/offer-text.ts';
import { formatEur, formatNumber, monthsCount } from '../../src/domain/format.ts';
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
  /** The car's promotions (src/domain/catalog/promotions.ts). */
  readonly promotions: readonly Promotion[];
  /** The guarantee the offer names (setting subscription_guarantee_eur). */
  readonly figures: BusinessFigures;
}

const text = ro.financing.pdf;

/** What a promotion gives on this offer, in figures; null for one a subscription does not carry. */
function promotionLine(promotion: Promotion, monthly: number): string | null {
  switch (promotion.kind) {
    case 'free_delivery':
      return fill(text.freeDelivery, { amount: formatEur(0, { financing: true }) });
    case 'first_month_discount': {
      const first = firstMonthPrice(monthly, [promotion]);
      if (!first) return null;
      return fill(text.firstMonth, {
        price: formatEur(first.price, { financing: true }),
        monthly: formatEur(monthly, { financing: true }),
        percent: first.percent,
        discount: formatEur(first.discount, { financing: true }),
      });
    }
    case 'price_reduction':
      // Already in the monthly prices, which the offer engine computed from the reduced price.
      return null;
  }
}

export async function offerPdf({
  car,
  months,
  km,
  person,
  monthly,
  issuedOn,
  promotions,
  figures,
}: OfferDocument): Promise<Uint8Array> {
  const pdf = await openCarDocument({ title: text.offerTitle, issuer: 'mobility', car, issuedOn });

  pdf.heading(text.parameters);
  pdf.field(text.person, person === 2 ? ro.financing.company : ro.financing.individual);
  pdf.field(text.subscriptionMonthly, subscriptionMonthlyText(monthly));
  const first = firstMonthPrice(monthly, promotions);
  if (first) pdf.field(ro.financing.firstMonth, firstMonthText(first));
  pdf.field(text.subscriptionTerm, monthsCount(months));
  pdf.field(text.subscriptionKm, fill(ro.financing.kmPerMonth, { km: formatNumber(km) }));
  pdf.field(text.guarantee, formatEur(figures.guaranteeEur));
  pdf.paragraph(subscriptionPriceNote(person));

  const lines = promotions.flatMap((promotion) => {
    const line = promotionLine(promotion, monthly);
    return line === null ? [] : [`- ${promotion.name}: ${line}`];
  });
  if (lines.length > 0) {
    pdf.heading(text.promotions);
    for (const line of lines) pdf.paragraph(line);
  }

  pdf.heading(text.included);
  for (const item of text.includedItems) pdf.paragraph(`- ${item}`);

  pdf.gap();
  pdf.paragraph(fillFigures(text.guaranteeNote, figures), { muted: true });
  pdf.paragraph(subscriptionCurrencyNote(person), { muted: true });
  pdf.paragraph(text.extension, { muted: true });

  return pdf.finish((page, pages) => `${car.sku} - ${fill(text.page, { page, pages })}`);
}

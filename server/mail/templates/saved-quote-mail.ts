/**
 * "Trimite-mi oferta" (issue 37): the offer's PDF, its terms in words, the day and hour it stays
 * valid and the link that reopens it. The link is built from a random token and a checked origin,
 * and escaped anyway; the car's name comes from the CMS and is escaped like typed text.
 */
import type { FinancingParams } from '../../../src/domain/financing/financing-params.ts';
import { formatDate, formatNumber, monthsCount } from '../../../src/domain/format.ts';
import { roQuoteOffer } from '../../../src/i18n/ro/quote-offer.ts';
import { fill } from '../../../src/i18n/ro.ts';
import { escapeHtml, type MailAttachment, type MailMessage } from '../outbox.ts';
import { anchor } from './mail-html.ts';

const t = roQuoteOffer;

/** The terms in words, as the e-mail lists them. */
export function quoteTermsText(params: FinancingParams): string {
  const person = params.person === 2 ? t.personCompany : t.personIndividual;
  const months = monthsCount(params.months);
  switch (params.type) {
    case 'credit':
      return fill(t.termsCredit, { months, upFront: params.upFront });
    case 'leasing':
      return fill(t.termsLeasing, {
        person,
        currency: params.currency === 2 ? 'EUR' : 'lei',
        months,
        upFront: params.upFront,
        residual: params.residual,
      });
    case 'carSubscription':
      return fill(t.termsSubscription, { person, months, km: formatNumber(params.range) });
  }
}

export interface SavedQuoteMail {
  readonly to: string;
  readonly car: { readonly sku: string; readonly productName: string };
  readonly params: FinancingParams;
  readonly validity: { readonly date: string; readonly time: string };
  readonly url: string;
  readonly pdf: MailAttachment;
}

export function savedQuoteMail({ to, car, params, validity, url, pdf }: SavedQuoteMail): MailMessage {
  const e = escapeHtml;
  const subject = fill(t.mailSubject, { car: car.productName });
  const html = `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
<p>${e(t.mailGreeting)}</p>
<p>${e(fill(t.mailIntro, { car: car.productName, sku: car.sku, terms: quoteTermsText(params) }))}</p>
<p>${e(t.mailAttachment)}</p>
<p><strong>${e(fill(t.mailValidity, { date: formatDate(validity.date), time: validity.time }))}</strong></p>
<p>${anchor(url, t.mailLink)}</p>
<p style="color:#596270;font-size:13px">${e(url)}</p>
<p style="color:#596270;font-size:13px">${e(t.mailFooter)}</p>
</body></html>`;
  return { to, subject, html, attachments: [pdf] };
}

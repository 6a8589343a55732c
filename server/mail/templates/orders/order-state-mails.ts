/**
 * The e-mails of an order's changes that the customer did not make on the page at that moment
 * (sent by the order notifier): the pre-approval's outcome (with the refusal's reasons and the human
 * review for an individual), and an identification or e-signing that could not be completed. Each
 * links to the order's page, where the customer sees the state and the next step.
 */

import { decisionExplanation } from '../../../../src/domain/credit/decision-text.ts';
import { orderPageUrl } from '../../../../src/domain/site/order-page-paths.ts';
import { fill, ro } from '../../../../src/i18n/ro.ts';
import type { OrderRecord } from '../../../orders/order.ts';
import { escapeHtml, type MailMessage } from '../../outbox.ts';
import { htmlParagraph } from '../mail-html.ts';

const t = ro.orderServer;

export interface StateMailContext {
  order: Pick<OrderRecord, 'uuid' | 'productType' | 'person' | 'contact' | 'accessToken' | 'decisionFacts'>;
  productName: string;
  siteOrigin: string;
}

/** The order page's link, as every customer order e-mail carries it. */
export function orderPageParagraph(order: Pick<OrderRecord, 'accessToken'>, siteOrigin: string): string {
  return htmlParagraph(t.mailOrderPageLink, {}, { url: orderPageUrl(siteOrigin, order.accessToken) });
}

function message(ctx: StateMailContext, subject: string, paragraphs: readonly string[]): MailMessage {
  const { order } = ctx;
  return {
    to: order.contact.email,
    subject,
    html: [
      htmlParagraph(t.mailOrderReceivedGreeting, { name: `${order.contact.prenume} ${order.contact.nume}` }),
      ...paragraphs,
      orderPageParagraph(order, ctx.siteOrigin),
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
  };
}

const facts = (ctx: StateMailContext) => ({
  product: t.products[ctx.order.productType],
  car: ctx.productName,
  code: ctx.order.uuid,
});

/** The pre-approval's outcome: 1 or 2 approved, 0 refused. */
export function outcomeMail(ctx: StateMailContext, outcome: 0 | 1 | 2): MailMessage {
  if (outcome !== 0) {
    const next =
      ctx.order.productType === 'carSubscription'
        ? t.mailApprovedNextSubscription
        : t.mailApprovedNextFinancing;
    return message(ctx, fill(t.mailApprovedSubject, { car: ctx.productName }), [
      htmlParagraph(t.mailApprovedBody, facts(ctx)),
      htmlParagraph(next),
    ]);
  }
  // An individual's refusal states its reasons and the human review (CCD II art. 18).
  const individual = ctx.order.person === 1;
  const reasons = individual && ctx.order.decisionFacts ? decisionExplanation(ctx.order.decisionFacts) : [];
  return message(ctx, fill(t.mailRefusedSubject, { car: ctx.productName }), [
    htmlParagraph(t.mailRefusedBody, facts(ctx)),
    ...reasons.map((reason) => `<p>${escapeHtml(reason)}</p>`),
    ...(individual ? [htmlParagraph(t.mailRefusedReview)] : []),
  ]);
}

/** Identification (error3) or e-signing (error4) that could not be completed online. */
export function onlineStepFailedMail(ctx: StateMailContext, step: 'identification' | 'signing'): MailMessage {
  const [subject, body] =
    step === 'identification'
      ? [t.mailIdentificationFailedSubject, t.mailIdentificationFailedBody]
      : [t.mailSigningFailedSubject, t.mailSigningFailedBody];
  return message(ctx, fill(subject, { code: ctx.order.uuid }), [htmlParagraph(body, facts(ctx))]);
}

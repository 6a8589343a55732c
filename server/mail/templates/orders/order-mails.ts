/**
 * The order e-mails (outbox): the customer's order-received message, the business inbox's contact
 * request and the customer's payment confirmation. Both customer e-mails state the 14-day right of
 * withdrawal as it applies to the order (CCD II art. 26). Every value typed by a shopper is escaped.
 */

import { todayIn } from '../../../../src/domain/dates.ts';
import { formatAmount, formatDate } from '../../../../src/domain/format.ts';
import { fill, ro } from '../../../../src/i18n/ro.ts';
import type { Amount } from '../../../orders/fees.ts';
import type { OrderRecord } from '../../../orders/order.ts';
import type { ReviewAnswer } from '../../../orders/reviews.ts';
import { escapeHtml, type MailAttachment, type MailMessage } from '../../outbox.ts';
import { withdrawalRightParagraphs } from '../withdrawal-mails.ts';

const t = ro.orderServer;

export interface OrderMailContext {
  order: Pick<OrderRecord, 'uuid' | 'productType' | 'person' | 'contact'>;
  productName: string;
}

const paragraph = (template: string, values: Record<string, string | number>) =>
  `<p>${escapeHtml(fill(template, values))}</p>`;

const customerName = (ctx: OrderMailContext) => `${ctx.order.contact.prenume} ${ctx.order.contact.nume}`;

/** `secci`: the SECCI form of an individual's credit or leasing, attached and announced. */
export function orderReceivedMail(
  ctx: OrderMailContext,
  siteOrigin: string,
  secci: MailAttachment | null = null,
): MailMessage {
  const { order, productName } = ctx;
  return {
    to: order.contact.email,
    subject: fill(t.mailOrderReceivedSubject, { car: productName }),
    html: [
      paragraph(t.mailOrderReceivedGreeting, { name: customerName(ctx) }),
      paragraph(t.mailOrderReceivedBody, {
        product: t.products[order.productType],
        car: productName,
        code: order.uuid,
      }),
      paragraph(t.mailOrderReceivedLink, { url: `${siteOrigin}/aprobare/${order.uuid}` }),
      withdrawalRightParagraphs(order, siteOrigin),
      ...(secci ? [paragraph(t.mailOrderReceivedSecci, { file: secci.fileName })] : []),
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
    ...(secci ? { attachments: [secci] } : {}),
  };
}

export function contactRequestMail(ctx: OrderMailContext, businessInbox: string): MailMessage {
  const { contact, uuid } = ctx.order;
  return {
    to: businessInbox,
    subject: fill(t.mailContactSubject, { code: uuid }),
    html: paragraph(t.mailContactBody, {
      name: customerName(ctx),
      email: contact.email,
      phone: contact.telefon,
      code: uuid,
      car: ctx.productName,
    }),
  };
}

/**
 * Sent when the reservation fee is paid: for a credit or leasing that is when the contract is
 * concluded online, so the withdrawal period starts then (`paidAt`) and the last day is stated.
 */
export function paymentConfirmationMail(
  ctx: OrderMailContext,
  amount: Amount,
  paidAt: Date,
  siteOrigin: string,
): MailMessage {
  return {
    to: ctx.order.contact.email,
    subject: fill(t.mailPaymentSubject, { car: ctx.productName }),
    html: [
      paragraph(t.mailOrderReceivedGreeting, { name: customerName(ctx) }),
      paragraph(t.mailPaymentBody, {
        ron: formatAmount(amount.ron),
        eur: formatAmount(amount.eur),
        code: ctx.order.uuid,
        car: ctx.productName,
      }),
      withdrawalRightParagraphs(ctx.order, siteOrigin, paidAt),
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
  };
}

/** The acknowledgement of a human-review request, with the date the answer is due (Bucharest). */
export function reviewReceivedMail(ctx: OrderMailContext, review: ReviewAnswer): MailMessage {
  const d = ro.decision;
  const due = formatDate(todayIn(new Date(review.answer_due_at)));
  const pointOfView = review.point_of_view
    ? [paragraph(d.mailReviewPointOfView, { text: review.point_of_view })]
    : [];
  return {
    to: ctx.order.contact.email,
    subject: fill(d.mailReviewSubject, { code: ctx.order.uuid }),
    html: [
      paragraph(t.mailOrderReceivedGreeting, { name: customerName(ctx) }),
      paragraph(d.mailReviewBody, {
        product: t.products[ctx.order.productType],
        car: ctx.productName,
        due,
      }),
      ...pointOfView,
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
  };
}

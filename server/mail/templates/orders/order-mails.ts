/**
 * The order e-mails (outbox): the customer's order-received message, the business inbox's contact
 * request and the customer's payment confirmation. Both customer e-mails state the 14-day right of
 * withdrawal as it applies to the order (CCD II art. 26). The payment confirmation is what the
 * result page promises ("Ti-am trimis un e-mail cu detaliile comenzii"): the order's terms as its
 * summary showed them, the delivery address, a link to the order and, for a subscription, the signed
 * contract. Every value typed by a shopper is escaped; every link is an anchor (mail-html.ts).
 */

import { todayIn } from '../../../../src/domain/dates.ts';
import { formatAmount, formatDate } from '../../../../src/domain/format.ts';
import type { SummaryRow } from '../../../../src/domain/order/summary/summary-text.ts';
import { orderPageUrl } from '../../../../src/domain/site/order-page-paths.ts';
import { fill, ro } from '../../../../src/i18n/ro.ts';
import type { Amount } from '../../../orders/fees.ts';
import type { OrderRecord } from '../../../orders/order.ts';
import type { ReviewAnswer } from '../../../orders/reviews.ts';
import { escapeHtml, type MailAttachment, type MailMessage } from '../../outbox.ts';
import { htmlParagraph, htmlTable } from '../mail-html.ts';
import { withdrawalRightParagraphs } from '../withdrawal-mails.ts';
import { orderPageParagraph } from './order-state-mails.ts';

const t = ro.orderServer;

export interface OrderMailContext {
  order: Pick<OrderRecord, 'uuid' | 'productType' | 'person' | 'contact' | 'accessToken'>;
  productName: string;
}

const paragraph = (template: string, values: Record<string, string | number> = {}) =>
  htmlParagraph(template, values);

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
      htmlParagraph(t.mailOrderReceivedLink, {}, { url: `${siteOrigin}/aprobare/${order.uuid}` }),
      orderPageParagraph(order, siteOrigin),
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

/** What the payment confirmation states besides the amount: the order as the shopper agreed to it. */
export interface PaidOrderDetails {
  /** The order's terms as its summary showed them (summaryRows), the total due now left out. */
  terms: readonly SummaryRow[];
  /** A home delivery's address, one line; null for the free pickup. */
  deliveryAddress: string | null;
  /** A subscription's signed contract; null for credit and leasing (no e-signing step). */
  contract: MailAttachment | null;
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
  details: PaidOrderDetails,
): MailMessage {
  const { order } = ctx;
  const rows = [
    { term: t.mailOrderCodeTerm, text: order.uuid },
    { term: t.mailCarTerm, text: ctx.productName },
    ...details.terms,
    ...(details.deliveryAddress ? [{ term: t.mailDeliveryAddressTerm, text: details.deliveryAddress }] : []),
  ];
  return {
    to: order.contact.email,
    subject: fill(t.mailPaymentSubject, { car: ctx.productName }),
    html: [
      paragraph(t.mailOrderReceivedGreeting, { name: customerName(ctx) }),
      paragraph(t.mailPaymentBody, {
        ron: formatAmount(amount.ron),
        eur: formatAmount(amount.eur),
        code: order.uuid,
        car: ctx.productName,
      }),
      `<h2>${escapeHtml(t.mailPaymentDetailsTitle)}</h2>`,
      htmlTable(rows),
      htmlParagraph(t.mailPaymentLink, {}, { url: orderPageUrl(siteOrigin, order.accessToken) }),
      ...(details.contract ? [paragraph(t.mailPaymentContract, { file: details.contract.fileName })] : []),
      withdrawalRightParagraphs(order, siteOrigin, paidAt),
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
    ...(details.contract ? { attachments: [details.contract] } : {}),
  };
}

/** The acknowledgement of a human-review request, with the date the answer is due (Bucharest). */
export function reviewReceivedMail(
  ctx: OrderMailContext,
  review: ReviewAnswer,
  siteOrigin: string,
): MailMessage {
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
      orderPageParagraph(ctx.order, siteOrigin),
      `<p>${escapeHtml(t.mailSignature)}</p>`,
    ].join('\n'),
  };
}

/**
 * The withdrawal e-mails: the statement of the 14-day right that the order e-mails carry (what
 * applies to this order: a consumer's credit or leasing, a company, a subscription), and the
 * acknowledgement of a confirmed withdrawal on a durable medium, with its date and time in
 * Romanian time (Directive 2011/83/EU art. 11a(3)). Every value typed by a shopper is escaped.
 */
import {
  romanianDateTime,
  withdrawalRight,
  withdrawalWindow,
} from '../../../src/domain/credit/withdrawal-window.ts';
import { formatDate } from '../../../src/domain/format.ts';
import { withdrawalPageUrl } from '../../../src/domain/site/withdrawal-paths.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { escapeHtml, type MailMessage } from '../outbox.ts';
import { htmlParagraph } from './mail-html.ts';
import { orderPageParagraph } from './orders/order-state-mails.ts';

const t = ro.withdrawal;

const paragraph = (template: string, values: Record<string, string | number> = {}) =>
  `<p>${escapeHtml(fill(template, values))}</p>`;

type RightOrder = Pick<OrderRecord, 'uuid' | 'productType' | 'person'>;

/**
 * The paragraphs on the right of withdrawal for an order e-mail. `concludedAt` (the contract's
 * conclusion, once the reservation fee is paid) adds the last day; before that the period is
 * stated from the conclusion.
 */
export function withdrawalRightParagraphs(order: RightOrder, siteOrigin: string, concludedAt?: Date): string {
  const right = withdrawalRight(order);
  if (right === 'company') return paragraph(t.mailRightCompany);
  if (right === 'subscription') return paragraph(t.mailRightSubscription);
  const product = t.products[order.productType === 'leasing' ? 'leasing' : 'credit'];
  const statement = concludedAt
    ? paragraph(t.mailRightConsumerDated, {
        product,
        code: order.uuid,
        lastDay: formatDate(withdrawalWindow(concludedAt).lastDay),
      })
    : paragraph(t.mailRightConsumer, { product, code: order.uuid });
  const link = htmlParagraph(t.mailRightLink, {}, { url: `${siteOrigin}${withdrawalPageUrl(order.uuid)}` });
  return `${statement}\n${link}`;
}

export interface WithdrawalMailContext {
  order: Pick<OrderRecord, 'uuid' | 'productType' | 'contact' | 'accessToken'>;
  productName: string;
  concludedAt: Date;
  withdrawnAt: Date;
  siteOrigin: string;
}

export function withdrawalAcknowledgementMail(ctx: WithdrawalMailContext): MailMessage {
  const { order } = ctx;
  const received = romanianDateTime(ctx.withdrawnAt);
  return {
    to: order.contact.email,
    subject: fill(t.mailDoneSubject, { code: order.uuid }),
    html: [
      paragraph(ro.orderServer.mailOrderReceivedGreeting, {
        name: `${order.contact.prenume} ${order.contact.nume}`,
      }),
      paragraph(t.mailDoneBody, {
        date: formatDate(received.date),
        time: received.time,
        product: t.products[order.productType === 'leasing' ? 'leasing' : 'credit'],
        car: ctx.productName,
        code: order.uuid,
        concluded: formatDate(romanianDateTime(ctx.concludedAt).date),
      }),
      paragraph(t.mailDoneNext),
      orderPageParagraph(order, ctx.siteOrigin),
      `<p>${escapeHtml(ro.orderServer.mailSignature)}</p>`,
    ].join('\n'),
  };
}

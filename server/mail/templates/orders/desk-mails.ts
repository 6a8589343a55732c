/**
 * The customer's e-mails of the operations desk's status actions (the handover date agreed, the
 * car handed over, the order cancelled) and of the release job (a reservation left unpaid), and the
 * stock-alert subscriber's "the car is available" e-mail. Each is written to the outbox in the
 * transaction of the change it announces; order e-mails link to the order's page.
 */
import { countOf, formatDate } from '../../../../src/domain/format.ts';
import { roOrderDesk } from '../../../../src/i18n/ro/order-desk.ts';
import { fill, ro } from '../../../../src/i18n/ro.ts';
import { escapeHtml, type MailMessage } from '../../outbox.ts';
import { htmlParagraph } from '../mail-html.ts';
import { orderPageParagraph, type StateMailContext } from './order-state-mails.ts';

const t = roOrderDesk.mails;

/** The car's page on the site. */
export const carPageUrl = (siteOrigin: string, sku: string) =>
  `${siteOrigin.replace(/\/+$/, '')}/masina/${encodeURIComponent(sku)}`;

function orderMail(ctx: StateMailContext, subject: string, paragraphs: readonly string[]): MailMessage {
  const { order } = ctx;
  return {
    to: order.contact.email,
    subject,
    html: [
      htmlParagraph(ro.orderServer.mailOrderReceivedGreeting, {
        name: `${order.contact.prenume} ${order.contact.nume}`,
      }),
      ...paragraphs,
      orderPageParagraph(order, ctx.siteOrigin),
      `<p>${escapeHtml(ro.orderServer.mailSignature)}</p>`,
    ].join('\n'),
  };
}

const facts = (ctx: StateMailContext) => ({ car: ctx.productName, code: ctx.order.uuid });

/** The handover date agreed (or moved: `moved`), as day.month.year. */
export function handoverDateMail(ctx: StateMailContext, date: string, moved: boolean): MailMessage {
  const shown = formatDate(date);
  return orderMail(ctx, fill(t.handoverSubject, { car: ctx.productName, date: shown }), [
    htmlParagraph(moved ? t.handoverMovedBody : t.handoverBody, { ...facts(ctx), date: shown }),
  ]);
}

/** The car handed over on `date` (the shop's calendar day). */
export function deliveredMail(ctx: StateMailContext, date: string): MailMessage {
  return orderMail(ctx, fill(t.deliveredSubject, { car: ctx.productName }), [
    htmlParagraph(t.deliveredBody, { ...facts(ctx), date: formatDate(date) }),
  ]);
}

/** The order cancelled by staff, with the reason they gave; a paid fee's refund is announced. */
export function cancelledMail(ctx: StateMailContext, reason: string | null, paid: boolean): MailMessage {
  return orderMail(ctx, fill(t.cancelledSubject, { code: ctx.order.uuid }), [
    htmlParagraph(t.cancelledBody, facts(ctx)),
    ...(reason ? [htmlParagraph(t.cancelledReason, { reason })] : []),
    ...(paid ? [htmlParagraph(t.cancelledPaid)] : []),
  ]);
}

/** The reservation released after `hours` unpaid; the car's page for a new request. */
export function releasedMail(ctx: StateMailContext, hours: number, sku: string): MailMessage {
  return orderMail(ctx, fill(t.releasedSubject, { car: ctx.productName }), [
    htmlParagraph(t.releasedBody, { ...facts(ctx), duration: countOf(hours, roOrderDesk.hours) }),
    htmlParagraph(t.releasedAgain, {}, { url: carPageUrl(ctx.siteOrigin, sku) }),
  ]);
}

export interface StockAlertMailFacts {
  email: string;
  prenume: string;
  model: string;
  productName: string;
  sku: string;
  /** When the alert was set (yyyy-MM-dd in the shop's calendar). */
  setOn: string;
  siteOrigin: string;
}

/** A car of the model the subscriber asked about is available: its link, once. */
export function stockAlertAvailableMail(alert: StockAlertMailFacts): MailMessage {
  return {
    to: alert.email,
    subject: fill(t.stockAlertSubject, { car: alert.productName }),
    html: [
      htmlParagraph(t.stockAlertBody, { name: alert.prenume, model: alert.model, car: alert.productName }),
      htmlParagraph(t.stockAlertLink, {}, { url: carPageUrl(alert.siteOrigin, alert.sku) }),
      htmlParagraph(t.stockAlertOnce, { date: formatDate(alert.setOn) }),
      `<p>${escapeHtml(ro.orderServer.mailSignature)}</p>`,
    ].join('\n'),
  };
}

/**
 * The e-mails of the desk's decisions (issue 35): the answer to a human review, and the answer to a
 * refund request. Written to the outbox in the decision's transaction; every typed value escaped.
 */
import { todayIn } from '../../../src/domain/dates.ts';
import type { ReviewOutcome } from '../../../src/domain/desk/review-deadline.ts';
import { formatDate, formatRon } from '../../../src/domain/format.ts';
import { orderPageUrl } from '../../../src/domain/site/order-page-paths.ts';
import { roDesk } from '../../../src/i18n/ro/desk.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { escapeHtml, type MailMessage } from '../outbox.ts';
import { htmlParagraph } from './mail-html.ts';
import { orderPageParagraph } from './orders/order-state-mails.ts';

const t = roDesk;
const signature = `<p>${escapeHtml(ro.orderServer.mailSignature)}</p>`;

export interface ReviewMailContext {
  order: Pick<OrderRecord, 'uuid' | 'productType' | 'contact' | 'accessToken'>;
  productName: string;
  outcome: ReviewOutcome;
  /** The reviewer's written reason; '' for an approval without a note. */
  reason: string;
  siteOrigin: string;
}

export function reviewDecisionMail(ctx: ReviewMailContext): MailMessage {
  const { order } = ctx;
  const values = { product: ro.orderServer.products[order.productType], car: ctx.productName };
  const approved = ctx.outcome === 'approved';
  return {
    to: order.contact.email,
    subject: fill(t.mailReviewSubject, { code: order.uuid }),
    html: [
      htmlParagraph(ro.orderServer.mailOrderReceivedGreeting, {
        name: `${order.contact.prenume} ${order.contact.nume}`,
      }),
      htmlParagraph(
        approved
          ? order.productType === 'carSubscription'
            ? t.mailReviewApprovedSubscription
            : t.mailReviewApproved
          : t.mailReviewUpheld,
        values,
      ),
      ...(ctx.reason ? [htmlParagraph(t.mailReviewReason, { reason: ctx.reason })] : []),
      approved
        ? htmlParagraph(t.mailReviewContinue, {}, { url: orderPageUrl(ctx.siteOrigin, order.accessToken) })
        : htmlParagraph(t.mailReviewRights),
      ...(approved ? [] : [orderPageParagraph(order, ctx.siteOrigin)]),
      signature,
    ].join('\n'),
  };
}

export interface RefundMailContext {
  to: string;
  payerName: string;
  requestedAt: Date;
  decision:
    | { decision: 'approved'; amount_paid: number; paid_on: string; account: string }
    | { decision: 'refused'; reason: string };
}

export function refundDecisionMail(ctx: RefundMailContext): MailMessage {
  const { decision } = ctx;
  const body =
    decision.decision === 'approved'
      ? [
          htmlParagraph(t.mailRefundApproved, {
            amount: formatRon(decision.amount_paid, { financing: true }),
            account: decision.account,
            date: formatDate(decision.paid_on),
          }),
        ]
      : [
          htmlParagraph(t.mailRefundRefused, { date: formatDate(todayIn(ctx.requestedAt)) }),
          htmlParagraph(t.mailRefundReason, { reason: decision.reason }),
        ];
  return {
    to: ctx.to,
    subject: decision.decision === 'approved' ? t.mailRefundApprovedSubject : t.mailRefundRefusedSubject,
    html: [
      htmlParagraph(t.mailRefundGreeting, { name: ctx.payerName }),
      ...body,
      htmlParagraph(t.mailRefundQuestions),
      signature,
    ].join('\n'),
  };
}

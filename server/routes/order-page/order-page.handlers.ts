/**
 * The customer's order page (`/comanda/{token}`): the order found by its secret link, with its
 * timeline, next action, terms, documents and withdrawal right; and the re-sending of the links.
 */
import { desc, eq, sql } from 'drizzle-orm';
import {
  canWithdraw,
  withdrawalRight,
  withdrawalWindow,
} from '../../../src/domain/credit/withdrawal-window.ts';
import { todayIn } from '../../../src/domain/dates.ts';
import { formatDate } from '../../../src/domain/format.ts';
import type { OrderPageAnswer } from '../../../src/domain/order/order-page.ts';
import { timetableQuery } from '../../../src/domain/order/order-terms.ts';
import { nextAction, type OrderProgress, orderTimeline } from '../../../src/domain/order/order-timeline.ts';
import { ORDER_TOKEN_PATTERN, orderPageUrl } from '../../../src/domain/site/order-page-paths.ts';
import { withdrawalPageUrl } from '../../../src/domain/site/withdrawal-paths.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { cars, clientOrders } from '../../db/schema.ts';
import { createOutboxMailer, escapeHtml } from '../../mail/outbox.ts';
import { htmlParagraph } from '../../mail/templates/mail-html.ts';
import { orderFee } from '../../orders/fees.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { loadProgress } from '../../orders/order-progress.ts';
import type { OrderInRequest } from '../../orders/order-repository.ts';
import { orderTermRows } from '../../orders/order-term-rows.ts';
import { termsOfRecord } from '../../orders/terms.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import { loadOrderAfterDueJobs } from '../client-order/read-order.ts';

/** The order behind a page link, with its due checks run; null for an unknown or malformed token. */
export async function orderByToken(deps: OrderRouteDeps, token: string): Promise<OrderInRequest | null> {
  if (!ORDER_TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db
    .select({ uuid: clientOrders.uuid })
    .from(clientOrders)
    .where(eq(clientOrders.accessToken, token));
  return row ? loadOrderAfterDueJobs(deps, row.uuid) : null;
}

const NEXT_PAGE: Record<OrderPageAnswer['next']['action'], ((uuid: string) => string) | null> = {
  continue: (uuid) => `/aprobare/${uuid}`,
  review: (uuid) => `/aprobare/${uuid}`,
  resolution: (uuid) => `/rezolutie/${uuid}`,
  pay: (uuid) => `/rezolutie/${uuid}`,
  contact: (uuid) => `/rezolutie/${uuid}`,
  wait: null,
};

function waitingReason(progress: OrderProgress): OrderPageAnswer['next']['waiting'] {
  if (progress.withdrawnAt) return 'withdrawn';
  if (progress.closed) return progress.closed.kind;
  if (progress.deliveredAt) return 'delivered';
  if (progress.handoverSetAt) return 'handover';
  if (progress.paidAt) return 'paid';
  if (progress.outcome === 0) return progress.review === 'pending' ? 'review' : 'refused';
  if (progress.contactRequested) return 'contact';
  return 'pending';
}

/** The documents of the order's terms: what the car page offered for them, and the signed contract. */
function documents(order: OrderRecord, token: string, progress: OrderProgress): OrderPageAnswer['documents'] {
  const query = timetableQuery({ ...termsOfRecord(order), pickupDate: order.dataPreluare }, order.sku);
  if (order.productType === 'carSubscription') {
    return [
      { kind: 'offer', path: `/timetable?${query}` },
      ...(progress.signedAt && order.identificationStatus === 'signed'
        ? [{ kind: 'contract' as const, path: `/order-status/${token}/contract` }]
        : []),
    ];
  }
  return [
    ...(order.person === 1 ? [{ kind: 'secci' as const, path: `/secci?${query}` }] : []),
    { kind: 'schedule', path: `/timetable?${query}` },
  ];
}

function withdrawal(order: OrderRecord, progress: OrderProgress, now: Date): OrderPageAnswer['withdrawal'] {
  if (withdrawalRight(order) !== 'consumer' || !order.paidAt || progress.withdrawnAt) return null;
  if (!canWithdraw(order.paidAt, now)) return null;
  return { last_day: withdrawalWindow(order.paidAt).lastDay, href: withdrawalPageUrl(order.uuid) };
}

export async function orderPage(deps: OrderRouteDeps, found: OrderInRequest): Promise<OrderPageAnswer> {
  const { order, car } = found;
  const progress = await loadProgress(deps.db, order);
  const action = nextAction(progress);
  return {
    order_code: order.uuid,
    product: order.productType,
    car: { name: car.productName, sku: car.sku, photo: car.profilePhoto },
    terms: orderTermRows(found, orderFee(order, deps.eurRonRate)).map(({ term, text, note }) => ({
      term,
      text,
      note,
    })),
    timeline: orderTimeline(progress),
    next: {
      action,
      href: NEXT_PAGE[action]?.(order.uuid) ?? null,
      waiting: action === 'wait' ? waitingReason(progress) : null,
      handover_date: progress.handoverDate ?? null,
    },
    documents: documents(order, order.accessToken, progress),
    withdrawal: withdrawal(order, progress, deps.now()),
    review: progress.reviewAnswer,
  };
}

/** The signing date the contract carries: the day it was signed, not the day it is downloaded. */
export async function contractDay(deps: OrderRouteDeps, order: OrderRecord): Promise<string | null> {
  const progress = await loadProgress(deps.db, order);
  return order.identificationStatus === 'signed' && progress.signedAt
    ? todayIn(new Date(progress.signedAt))
    : null;
}

const RESEND_LIMIT = 20;

/**
 * "Trimite-mi din nou linkul": one e-mail to the address with the link of each order placed with
 * it (newest first), or nothing when there is none; the caller answers the same either way.
 */
export async function resendOrderLinks(
  deps: OrderRouteDeps,
  email: string,
  siteOrigin: string,
): Promise<void> {
  const address = email.trim().toLowerCase();
  const orders = await deps.db
    .select({
      uuid: clientOrders.uuid,
      token: clientOrders.accessToken,
      createdAt: clientOrders.createdAt,
      productName: cars.productName,
    })
    .from(clientOrders)
    .innerJoin(cars, eq(cars.id, clientOrders.carId))
    .where(sql`lower(${clientOrders.contact}->>'email') = ${address}`)
    .orderBy(desc(clientOrders.createdAt))
    .limit(RESEND_LIMIT);
  if (orders.length === 0) return;
  const t = ro.orderServer;
  const items = orders.map((order) =>
    htmlParagraph(
      t.mailResendItem,
      { car: order.productName, code: order.uuid, date: formatDate(todayIn(order.createdAt)) },
      { url: orderPageUrl(siteOrigin, order.token) },
    ),
  );
  await createOutboxMailer(deps.db)({
    to: address,
    subject: t.mailResendSubject,
    html: [`<p>${escapeHtml(t.mailResendBody)}</p>`, ...items, `<p>${escapeHtml(t.mailSignature)}</p>`].join(
      '\n',
    ),
  });
}

/**
 * Everything the shop holds about one e-mail address (GDPR art. 15): found by exact address, case
 * aside, in every table that keeps one, with the cookie consents of a browser id the person gives.
 * The same collection feeds the back office's search (a summary), the export (whole records) and
 * the erasure (what goes, what the law keeps).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type KeepReason, keepReasonOf, refundKeepReason } from '../../src/domain/privacy/retention.ts';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import {
  clientOrders,
  consentRecords,
  contactMessages,
  decisionReviews,
  otherCreditRequests,
  outbox,
  outboxAttachments,
  payments,
  priceAlerts,
  refunds,
  reservations,
  savedQuotes,
  stockAlerts,
  subscribers,
  withdrawals,
} from '../db/schema.ts';
import type { DbContext } from '../orders/order-repository.ts';

/** The address an anonymised order keeps instead of its customer's (.invalid is never delivered). */
export const ERASED_EMAIL = 'sters@anonim.invalid';

export const normalEmail = (email: string) => email.trim().toLowerCase();

const sameAddress = (column: unknown, email: string) => sql`lower(${column}) = ${normalEmail(email)}`;

/** Every record, whole, as stored (secrets such as page tokens left out). */
export async function collectPersonalData(db: DbContext, email: string, consentId: string | null = null) {
  const orderRows = await db
    .select()
    .from(clientOrders)
    .where(sameAddress(sql`${clientOrders.contact}->>'email'`, email))
    .orderBy(clientOrders.id);
  const orderUuids = orderRows.map((order) => order.uuid);
  const forOrders = <T>(query: (uuids: string[]) => Promise<T[]>) =>
    orderUuids.length === 0 ? Promise.resolve([] as T[]) : query(orderUuids);
  const paymentRows = await forOrders((uuids) =>
    db.select().from(payments).where(inArray(payments.orderUuid, uuids)).orderBy(payments.createdAt),
  );
  const reviewRows = await forOrders((uuids) =>
    db.select().from(decisionReviews).where(inArray(decisionReviews.orderUuid, uuids)),
  );
  const withdrawalRows = await db
    .select()
    .from(withdrawals)
    .where(
      orderUuids.length === 0
        ? sameAddress(withdrawals.email, email)
        : sql`(${sameAddress(withdrawals.email, email)} or ${inArray(withdrawals.orderUuid, orderUuids)})`,
    );
  const mails = await db.select().from(outbox).where(sameAddress(outbox.to, email)).orderBy(outbox.id);
  const attachments =
    mails.length === 0
      ? []
      : await db
          .select()
          .from(outboxAttachments)
          .where(
            inArray(
              outboxAttachments.outboxId,
              mails.map((mail) => mail.id),
            ),
          );
  return {
    orders: orderRows.map(
      ({ accessToken: _t, idempotencyKey: _k, idempotencyRequestHash: _h, ...order }) => ({
        ...order,
        keepReason: keepReasonOf({
          paidAt: order.paidAt,
          identificationStatus: order.identificationStatus,
          payments: paymentRows.filter((p) => p.orderUuid === order.uuid && isKeptPayment(p)).length,
        }),
      }),
    ),
    payments: paymentRows.map(({ token: _t, idempotencyKey: _k, ...payment }) => payment),
    reviews: reviewRows,
    withdrawals: withdrawalRows,
    stockAlerts: await db.select().from(stockAlerts).where(sameAddress(stockAlerts.email, email)),
    viewings: await db.select().from(reservations).where(sameAddress(reservations.email, email)),
    contactMessages: (
      await db.select().from(contactMessages).where(sameAddress(contactMessages.email, email))
    ).map(({ idempotencyKey: _k, ...message }) => message),
    otherCredit: await db
      .select()
      .from(otherCreditRequests)
      .where(sameAddress(otherCreditRequests.email, email)),
    // The link's token hash stays out: it opens the offer, it says nothing about the person.
    savedQuotes: (await db.select().from(savedQuotes).where(sameAddress(savedQuotes.email, email))).map(
      ({ tokenHash: _h, ...quote }) => quote,
    ),
    subscribers: (await db.select().from(subscribers).where(sameAddress(subscribers.email, email))).map(
      ({ tokenHash: _h, ...subscriber }) => subscriber,
    ),
    // The link secrets are not the person's data: an export must not hand out a working link.
    priceAlerts: (await db.select().from(priceAlerts).where(sameAddress(priceAlerts.email, email))).map(
      ({ confirmTokenHash: _h, unsubscribeToken: _t, ...alert }) => alert,
    ),
    refunds: await db.select().from(refunds).where(sameAddress(refunds.email, email)),
    consents:
      consentId === null
        ? []
        : await db
            .select()
            .from(consentRecords)
            .where(and(eq(consentRecords.consentId, consentId))),
    mails: mails.map((mail) => ({
      ...mail,
      attachments: attachments
        .filter((file) => file.outboxId === mail.id)
        .map(({ contentBase64: _c, ...file }) => file),
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;
export type Category = keyof PersonalData;

/** A payment the accounts must keep: money taken (or given back), not an attempt that never charged. */
export const isKeptPayment = (payment: { status: string; refundStatus: string | null }) =>
  payment.status === 'success' || payment.refundStatus !== null;

/** One line of the search screen: what it is, when, and whether an erasure keeps it (and why). */
export interface SummaryItem {
  id: string;
  date: string | null;
  detail: string;
  kept: KeepReason | null;
}

const iso = (value: Date | string | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/** The search's answer: per category, the records' ids, dates, a short detail and their fate. */
export function summaryOf(data: PersonalData): Record<Category, SummaryItem[]> {
  const keptOrders = new Map(data.orders.map((order) => [order.uuid, order.keepReason]));
  return {
    orders: data.orders.map((o) => ({
      id: o.uuid,
      date: iso(o.createdAt),
      detail: `${o.sku} · ${o.contact.prenume} ${o.contact.nume}`.trim(),
      kept: o.keepReason,
    })),
    payments: data.payments.map((p) => ({
      id: p.id,
      date: iso(p.createdAt),
      detail: `${p.status} · ${p.amountRon} lei`,
      kept: isKeptPayment(p) ? 'payment' : (keptOrders.get(p.orderUuid) ?? null),
    })),
    reviews: data.reviews.map((r) => ({
      id: String(r.id),
      date: iso(r.createdAt),
      detail: r.orderUuid,
      kept: keptOrders.get(r.orderUuid) ?? null,
    })),
    withdrawals: data.withdrawals.map((w) => ({
      id: String(w.id),
      date: iso(w.withdrawnAt),
      detail: w.orderUuid,
      kept: keptOrders.get(w.orderUuid) ?? 'contract',
    })),
    stockAlerts: data.stockAlerts.map((a) => ({
      id: String(a.id),
      date: iso(a.createdAt),
      detail: a.sku,
      kept: null,
    })),
    viewings: data.viewings.map((v) => ({
      id: String(v.id),
      date: iso(v.createdAt),
      detail: `${v.date} ${v.hour}:00`,
      kept: null,
    })),
    contactMessages: data.contactMessages.map((m) => ({
      id: String(m.id),
      date: iso(m.createdAt),
      detail: m.name,
      kept: null,
    })),
    otherCredit: data.otherCredit.map((r) => ({
      id: String(r.id),
      date: iso(r.createdAt),
      detail: r.sku,
      kept: null,
    })),
    savedQuotes: data.savedQuotes.map((q) => ({
      id: String(q.id),
      date: iso(q.createdAt),
      detail: `${q.sku} · ${q.terms}`,
      kept: null,
    })),
    subscribers: data.subscribers.map((s) => ({
      id: String(s.id),
      date: iso(s.createdAt),
      detail: s.confirmedAt ? roPrivacy.page.subscriberConfirmed : roPrivacy.page.subscriberUnconfirmed,
      kept: null,
    })),
    priceAlerts: data.priceAlerts.map((a) => ({
      id: String(a.id),
      date: iso(a.createdAt),
      detail: `${a.sku} · ${
        a.unsubscribedAt
          ? roPrivacy.page.priceAlertStopped
          : a.confirmedAt
            ? roPrivacy.page.priceAlertActive
            : roPrivacy.page.priceAlertUnconfirmed
      }`,
      kept: null,
    })),
    refunds: data.refunds.map((r) => ({
      id: r.uuid,
      date: iso(r.createdAt),
      detail: `${r.fileName} (${r.fileSize} B)`,
      kept: refundKeepReason(r),
    })),
    consents: data.consents.map((c) => ({
      id: String(c.id),
      date: iso(c.createdAt),
      detail: c.method,
      kept: null,
    })),
    mails: data.mails.map((m) => ({
      id: String(m.id),
      date: iso(m.createdAt),
      detail: m.subject,
      kept: null,
    })),
  };
}

/** Counts per category: what an audit entry may say about a request without the data itself. */
export const countsOf = (data: PersonalData): Record<Category, number> =>
  Object.fromEntries(Object.entries(data).map(([key, rows]) => [key, rows.length])) as Record<
    Category,
    number
  >;

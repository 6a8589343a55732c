/**
 * Erasure (GDPR art. 17) of what `collectPersonalData` found: leads, messages, subscriptions,
 * refund requests not paid out and e-mails are deleted, their uploaded statements removed from
 * storage (a refund the desk paid is an accounting record and stays, with its statement); orders
 * neither paid nor signed are anonymised (their shell stays for the statistics, with no person in
 * it); paid or signed orders, their payments and withdrawals stay, as the law requires
 * (art. 17(3)(b), keepReasonOf). The retention job anonymises refused orders the same way.
 */
import { inArray, sql } from 'drizzle-orm';
import { refundKeepReason } from '../../src/domain/privacy/retention.ts';
import {
  clientOrders,
  consentRecords,
  contactMessages,
  decisionReviews,
  otherCreditRequests,
  outbox,
  priceAlerts,
  refunds,
  reservations,
  savedQuotes,
  stockAlerts,
  subscribers,
} from '../db/schema.ts';
import type { ContactData } from '../orders/order.ts';
import type { DbContext } from '../orders/order-repository.ts';
import { ERASED_EMAIL, type PersonalData } from './personal-data-find.ts';

const ERASED_CONTACT: ContactData = {
  nume: '',
  prenume: '',
  telefon: '',
  email: ERASED_EMAIL,
  data_nasterii: '',
  judet: '',
  localitate: '',
  strada: '',
  cod_postal: '',
};

/**
 * Removes the person from orders: contact, answers, financial figures and the delivery address
 * go; the product, terms and decision stay. The guarantor (a company) is left as it is: changing it
 * would make the order notifier recompute and mail the outcome.
 */
export async function anonymiseOrders(tx: DbContext, uuids: readonly string[], now: Date): Promise<void> {
  if (uuids.length === 0) return;
  await tx
    .update(clientOrders)
    .set({
      contact: ERASED_CONTACT,
      personal: null,
      obligations: null,
      income: null,
      codebtor: null,
      companyDetails: null,
      decisionFacts: null,
      dochubUrl: null,
      delivery: sql`case when ${clientOrders.delivery} is null then null else jsonb_build_object('type', ${clientOrders.delivery}->'type', 'taxa_livrare', ${clientOrders.delivery}->'taxa_livrare') end`,
      updatedAt: now,
    })
    .where(inArray(clientOrders.uuid, [...uuids]));
  await tx
    .update(decisionReviews)
    .set({ pointOfView: '' })
    .where(inArray(decisionReviews.orderUuid, [...uuids]));
}

/** What an erasure did: ids only, so the audit entry holds no personal data. */
export interface ErasureOutcome {
  anonymisedOrders: string[];
  keptOrders: { uuid: string; reason: string }[];
  /** Refunds paid out by the desk: accounting records (refundKeepReason). */
  keptRefunds: string[];
  deleted: Record<string, number[] | string[]>;
  /** Storage keys of the uploads to remove once the transaction has committed. */
  files: string[];
}

const ids = <T extends { id: number }>(rows: readonly T[]) => rows.map((row) => row.id);

export async function erasePersonalData(
  tx: DbContext,
  data: PersonalData,
  now: Date,
): Promise<ErasureOutcome> {
  const anonymised = data.orders.filter((order) => order.keepReason === null).map((order) => order.uuid);
  const erasedRefunds = data.refunds.filter((refund) => refundKeepReason(refund) === null);
  await anonymiseOrders(tx, anonymised, now);
  const deletions = [
    [stockAlerts, ids(data.stockAlerts)],
    [reservations, ids(data.viewings)],
    [contactMessages, ids(data.contactMessages)],
    [otherCreditRequests, ids(data.otherCredit)],
    [savedQuotes, ids(data.savedQuotes)],
    [subscribers, ids(data.subscribers)],
    [priceAlerts, ids(data.priceAlerts)],
    [refunds, ids(erasedRefunds)],
    [consentRecords, ids(data.consents)],
    // Attachments go with their e-mail (on delete cascade).
    [outbox, ids(data.mails)],
  ] as const;
  for (const [table, rowIds] of deletions) {
    if (rowIds.length > 0) await tx.delete(table).where(inArray(table.id, rowIds));
  }
  return {
    anonymisedOrders: anonymised,
    keptOrders: data.orders.flatMap((order) =>
      order.keepReason === null ? [] : [{ uuid: order.uuid, reason: order.keepReason }],
    ),
    keptRefunds: data.refunds
      .filter((refund) => refundKeepReason(refund) !== null)
      .map((refund) => refund.uuid),
    deleted: {
      stockAlerts: ids(data.stockAlerts),
      viewings: ids(data.viewings),
      contactMessages: ids(data.contactMessages),
      otherCredit: ids(data.otherCredit),
      savedQuotes: ids(data.savedQuotes),
      subscribers: ids(data.subscribers),
      priceAlerts: ids(data.priceAlerts),
      refunds: erasedRefunds.map((refund) => refund.uuid),
      consents: ids(data.consents),
      mails: ids(data.mails),
    },
    files: erasedRefunds.map((refund) => refund.fileKey),
  };
}

/** Whether an order still holds a person (the retention job skips those already anonymised). */
export const notAnonymised = sql`${clientOrders.contact}->>'email' <> ${ERASED_EMAIL}`;

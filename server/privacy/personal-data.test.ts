import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import { addAccount, login, staffRequest } from '../auth/staff.fixture.ts';
import {
  auditLog,
  clientOrders,
  consentRecords,
  contactMessages,
  decisionReviews,
  otherCreditRequests,
  outbox,
  outboxAttachments,
  priceAlerts,
  refunds,
  reservations,
  savedQuotes,
  stockAlerts,
  subscribers,
} from '../db/schema.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { addLeads, type LeadRows } from './personal-data.fixture.ts';
import { ERASED_EMAIL } from './personal-data-find.ts';

const PERSON = 'Maria.Ionescu@Example.ro';
const OTHER = 'alt.client@example.ro';
const CONSENT_ID = '7f3c2a10-5b1e-4c6d-9a8b-0e1f2a3b4c5d';

describe.each(testBackends())('personal data (GDPR art. 15, 17) on $name', (backend) => {
  const storage = createMemoryStorage();
  const t = useTestApp(backend, { privateStorage: storage });
  const cookies: Record<string, string> = {};
  let leads: LeadRows;
  let otherLeads: LeadRows;
  let unpaidOrder = '';
  let paidOrder = '';

  beforeAll(async () => {
    for (const role of ['admin', 'editor', 'credit'] as const) {
      await addAccount(t.db, `${role}-pd@firma.ro`, role);
      cookies[role] = (await login(t, `${role}-pd@firma.ro`)).cookie;
    }
    const place = await someLocality(t.db);
    unpaidOrder = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [2, 3]), place, CREDIT_TERMS, 'maria.ionescu@example.ro'),
    );
    paidOrder = await createOrder(
      t,
      contactBody(await orderableSku(t.db, [2, 3], 1), place, CREDIT_TERMS, 'MARIA.IONESCU@example.ro'),
    );
    await t.db.update(clientOrders).set({ paidAt: new Date() }).where(eq(clientOrders.uuid, paidOrder));
    await t.db.insert(decisionReviews).values({
      orderUuid: unpaidOrder,
      pointOfView: 'Am venituri suplimentare',
      answerDueAt: new Date(Date.now() + 86_400_000),
    });
    leads = await addLeads(t.db, PERSON, new Date(), storage, { consentId: CONSENT_ID });
    otherLeads = await addLeads(t.db, OTHER, new Date(), storage);
  });

  const call = (role: string, path: string, body: unknown) =>
    staffRequest(t, cookies[role] ?? '', 'POST', `/api/admin/personal-data/${path}`, body);

  it.each(['editor', 'credit'])('refuses the %s role on every route (403)', async (role) => {
    for (const path of ['search', 'export', 'erase']) {
      const { status } = await call(role, path, { email: PERSON, confirm: PERSON });
      expect(status, path).toBe(403);
    }
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, leads.stockAlert))).toHaveLength(1);
  });

  it('refuses a missing or malformed address, and unknown fields (422)', async () => {
    expect((await call('admin', 'search', {})).status).toBe(422);
    expect((await call('admin', 'search', { email: 'not-an-address' })).status).toBe(422);
    expect((await call('admin', 'search', { email: PERSON, extra: 1 })).status).toBe(422);
    const consent = await call('admin', 'search', { email: PERSON, consent_id: 'abc' });
    expect(consent.status).toBe(422);
    expect(consent.body).toMatchObject({ errors: { consent_id: roPrivacy.api.consentIdInvalid } });
  });

  it('finds everything by the exact address, whatever its case, and nothing of another person', async () => {
    const { status, body } = await call('admin', 'search', {
      email: ' maria.ionescu@EXAMPLE.ro ',
      consent_id: CONSENT_ID,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'maria.ionescu@example.ro',
      counts: {
        orders: 2,
        reviews: 1,
        stockAlerts: 1,
        viewings: 1,
        contactMessages: 1,
        otherCredit: 1,
        savedQuotes: 1,
        subscribers: 1,
        priceAlerts: 1,
        refunds: 1,
        consents: 1,
      },
    });
    // The lead's mail, and those the orders wrote (the SECCI with the credit order).
    expect((body as { counts: { mails: number } }).counts.mails).toBeGreaterThanOrEqual(3);
    const items = (body as { items: Record<string, { id: string; kept: string | null }[]> }).items;
    expect(items.orders?.find((order) => order.id === paidOrder)?.kept).toBe('payment');
    expect(items.orders?.find((order) => order.id === unpaidOrder)?.kept).toBeNull();
    expect(items.stockAlerts?.map((alert) => alert.id)).toEqual([String(leads.stockAlert)]);
    expect(items.priceAlerts?.map((alert) => alert.id)).toEqual([String(leads.priceAlert)]);
    expect(items.savedQuotes?.map((quote) => quote.id)).toEqual([String(leads.savedQuote)]);
    const partial = await call('admin', 'search', { email: 'maria.ionescu@example' });
    expect(partial.status).toBe(422);
  });

  it('exports the whole record as a JSON file with the statement inside, and audits it without the data', async () => {
    const response = await t.app.request('/api/admin/personal-data/export', {
      method: 'POST',
      headers: {
        Cookie: cookies.admin ?? '',
        Origin: 'http://localhost',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: PERSON, consent_id: CONSENT_ID }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="date-personale-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await response.text();
    const document = JSON.parse(text);
    expect(document.orders).toHaveLength(2);
    expect(document.orders[0].contact.nume).toBe('Popescu');
    expect(text).not.toContain('accessToken');
    expect(document.refunds[0]).toMatchObject({
      fileName: 'extras.pdf',
      file: { contentType: 'application/pdf' },
    });
    expect(Buffer.from(document.refunds[0].file.base64, 'base64').toString()).toBe('%PDF-1.4 extras');
    const leadMail = document.mails.find((mail: { id: number }) => mail.id === leads.mail);
    expect(leadMail.attachments).toEqual([expect.objectContaining({ fileName: 'secci.pdf', size: 4 })]);
    expect(text).not.toContain('JVBERg==');
    expect(document.consents[0].consentId).toBe(CONSENT_ID);
    // A price alert is exported without its link secrets (a working unsubscribe link is not data).
    expect(document.priceAlerts).toEqual([
      expect.objectContaining({ id: leads.priceAlert, email: PERSON.toLowerCase() }),
    ]);
    expect(Object.keys(document.priceAlerts[0])).not.toContain('unsubscribeToken');
    expect(Object.keys(document.priceAlerts[0])).not.toContain('confirmTokenHash');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data.export'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorEmail: 'admin-pd@firma.ro',
      actorRole: 'admin',
      target: 'personal-data',
    });
    expect(entry?.after).toMatchObject({
      counts: { orders: 2, refunds: 1 },
      ids: { orders: [unpaidOrder, paidOrder] },
    });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain('maria');
  });

  it('erases only once the address is typed again', async () => {
    const { status, body } = await call('admin', 'erase', { email: PERSON, confirm: OTHER });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { confirm: roPrivacy.api.confirmMismatch } });
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, leads.stockAlert))).toHaveLength(1);
  });

  it('erases leads, messages, mails and files, anonymises the unpaid order, keeps the paid one, audits ids only', async () => {
    const { status, body } = await call('admin', 'erase', {
      email: PERSON,
      confirm: 'maria.ionescu@example.ro',
      consent_id: CONSENT_ID,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      anonymisedOrders: [unpaidOrder],
      keptOrders: [{ uuid: paidOrder, reason: 'payment' }],
      filesDeleted: 1,
      filesLeft: 0,
    });
    const gone = async (
      table: typeof stockAlerts | typeof reservations | typeof contactMessages,
      id: number,
    ) => (await t.db.select().from(table).where(eq(table.id, id))).length;
    expect(await gone(stockAlerts, leads.stockAlert)).toBe(0);
    expect(await gone(reservations, leads.viewing)).toBe(0);
    expect(await gone(contactMessages, leads.contactMessage)).toBe(0);
    expect(
      await t.db.select().from(otherCreditRequests).where(eq(otherCreditRequests.id, leads.otherCredit)),
    ).toEqual([]);
    expect(await t.db.select().from(subscribers).where(eq(subscribers.id, leads.subscriber))).toEqual([]);
    expect(await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, leads.priceAlert))).toEqual([]);
    expect(
      await t.db.select().from(priceAlerts).where(eq(priceAlerts.id, otherLeads.priceAlert)),
    ).toHaveLength(1);
    expect(await t.db.select().from(savedQuotes).where(eq(savedQuotes.id, leads.savedQuote))).toEqual([]);
    expect(await t.db.select().from(refunds).where(eq(refunds.uuid, leads.refund))).toEqual([]);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.id, leads.consent))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.id, leads.mail))).toEqual([]);
    expect(
      await t.db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxId, leads.mail)),
    ).toEqual([]);
    expect(storage.files.has(leads.refundFile)).toBe(false);

    const orders = await t.db
      .select()
      .from(clientOrders)
      .where(inArray(clientOrders.uuid, [unpaidOrder, paidOrder]));
    const unpaid = orders.find((order) => order.uuid === unpaidOrder);
    const paid = orders.find((order) => order.uuid === paidOrder);
    expect(unpaid?.contact).toMatchObject({
      nume: '',
      prenume: '',
      telefon: '',
      email: ERASED_EMAIL,
      strada: '',
    });
    expect(unpaid?.personal).toBeNull();
    expect(paid?.contact.nume).toBe('Popescu');
    const [review] = await t.db
      .select()
      .from(decisionReviews)
      .where(eq(decisionReviews.orderUuid, unpaidOrder));
    expect(review?.pointOfView).toBe('');

    // Another person's records are untouched.
    expect(await gone(stockAlerts, otherLeads.stockAlert)).toBe(1);
    expect(storage.files.has(otherLeads.refundFile)).toBe(true);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'data.erase'), eq(auditLog.actorEmail, 'admin-pd@firma.ro')));
    expect(entry?.before).toMatchObject({ counts: { orders: 2, stockAlerts: 1, refunds: 1 } });
    expect(entry?.after).toMatchObject({
      anonymisedOrders: [unpaidOrder],
      deleted: { stockAlerts: [leads.stockAlert], refunds: [leads.refund] },
    });
    expect(JSON.stringify(entry).toLowerCase()).not.toMatch(/maria|ionescu|refunds\//);
  });

  it('finds afterwards only what the law keeps', async () => {
    const { body } = await call('admin', 'search', { email: PERSON, consent_id: CONSENT_ID });
    const { counts, items } = body as {
      counts: Record<string, number>;
      items: Record<string, { kept: string }[]>;
    };
    expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([['orders', 1]]);
    expect(items.orders?.[0]?.kept).toBe('payment');
  });

  it('keeps a refund the desk paid out (an accounting record) and its statement, saying why', async () => {
    const person = 'rambursat@example.ro';
    const paid = await addLeads(t.db, person, new Date(), storage);
    await t.db
      .update(refunds)
      .set({ decision: 'approved', amountPaid: 500, paidOn: '2026-10-10', decidedAt: new Date() })
      .where(eq(refunds.uuid, paid.refund));
    const { status, body } = await call('admin', 'erase', { email: person, confirm: person });
    expect(status).toBe(200);
    expect(body).toMatchObject({ keptRefunds: [paid.refund] });
    expect(await t.db.select().from(refunds).where(eq(refunds.uuid, paid.refund))).toHaveLength(1);
    expect(storage.files.has(paid.refundFile)).toBe(true);
    const { body: found } = await call('admin', 'search', { email: person });
    expect((found as { items: Record<string, { kept: string }[]> }).items.refunds?.[0]?.kept).toBe('refund');
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.id, paid.stockAlert))).toEqual([]);
  });
});

import { desc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthsBefore } from '../../src/domain/privacy/retention.ts';
import { LOCK_IDS, LOCK_NAMESPACE } from '../db/advisory-lock.ts';
import {
  auditLog,
  cars,
  clientOrders,
  consentRecords,
  contactMessages,
  decisionReviews,
  otherCreditRequests,
  outbox,
  priceAlerts,
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
import { writeSetting } from '../routes/settings/settings.handlers.ts';
import { testBackends, useTestApp, useTestInstances } from '../test/harness.ts';
import { addLeads } from './personal-data.fixture.ts';
import { ERASED_EMAIL } from './personal-data-find.ts';
import { retentionPass } from './retention.ts';

/** The fake clock: every pass runs "now" at this instant. */
const NOW = new Date('2026-11-28T10:00:00Z');
const monthsAgo = (months: number) => monthsBefore(NOW, months);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe.each(testBackends())('the retention job on $name', (backend) => {
  const t = useTestApp(backend);

  const exists = async (
    table: typeof stockAlerts | typeof contactMessages | typeof otherCreditRequests | typeof savedQuotes,
    id: number,
  ) => (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1;

  it('deletes leads and contact messages past 12 months, keeps younger ones', async () => {
    const old = await addLeads(t.db, 'vechi@example.ro', monthsAgo(13), undefined, {
      viewingDate: day(monthsAgo(13)),
    });
    const young = await addLeads(t.db, 'nou@example.ro', monthsAgo(11), undefined, {
      viewingDate: day(monthsAgo(11)),
    });
    const counts = await retentionPass(t.db, NOW);
    expect(counts).toMatchObject({
      stockAlerts: 1,
      viewings: 1,
      contactMessages: 1,
      otherCredit: 1,
      savedQuotes: 1,
    });
    for (const [table, key] of [
      [stockAlerts, 'stockAlert'],
      [contactMessages, 'contactMessage'],
      [otherCreditRequests, 'otherCredit'],
      [savedQuotes, 'savedQuote'],
    ] as const) {
      expect(await exists(table, old[key]), `old ${key}`).toBe(false);
      expect(await exists(table, young[key]), `young ${key}`).toBe(true);
    }
    const viewings = await t.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(inArray(reservations.id, [old.viewing, young.viewing]));
    expect(viewings.map((row) => row.id)).toEqual([young.viewing]);
  });

  it('keeps a confirmed subscription however old; drops unconfirmed or unsubscribed ones past the period', async () => {
    const rows = await t.db
      .insert(subscribers)
      .values([
        { email: 'activ@example.ro', createdAt: monthsAgo(40), confirmedAt: monthsAgo(40) },
        { email: 'neconfirmat@example.ro', createdAt: monthsAgo(13) },
        {
          email: 'dezabonat@example.ro',
          createdAt: monthsAgo(40),
          confirmedAt: monthsAgo(40),
          unsubscribedAt: monthsAgo(13),
        },
        {
          email: 'dezabonat-recent@example.ro',
          createdAt: monthsAgo(40),
          confirmedAt: monthsAgo(40),
          unsubscribedAt: monthsAgo(2),
        },
      ])
      .returning();
    await retentionPass(t.db, NOW);
    const left = await t.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(
        inArray(
          subscribers.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.email).sort()).toEqual(['activ@example.ro', 'dezabonat-recent@example.ro']);
  });

  it('keeps a live price alert; drops unconfirmed, stopped ones and those of a car long out of the offer', async () => {
    const [car, hidden] = await t.db.select({ sku: cars.sku }).from(cars).orderBy(cars.id).limit(2);
    if (!car || !hidden) throw new Error('the seed has too few cars');
    await t.db
      .update(cars)
      .set({ carVisibilityId: 1, updatedAt: monthsAgo(13) })
      .where(eq(cars.sku, hidden.sku));
    const alert = (email: string, sku: string, fields: Partial<typeof priceAlerts.$inferInsert>) => ({
      sku,
      email,
      confirmTokenHash: `hash-${email}`,
      unsubscribeToken: `stop-${email}`,
      confirmationSentAt: monthsAgo(40),
      createdAt: monthsAgo(40),
      ...fields,
    });
    const rows = await t.db
      .insert(priceAlerts)
      .values([
        alert('pret-activ@example.ro', car.sku, { confirmedAt: monthsAgo(40) }),
        alert('pret-neconfirmat@example.ro', car.sku, { createdAt: monthsAgo(13) }),
        alert('pret-oprit@example.ro', car.sku, {
          confirmedAt: monthsAgo(40),
          unsubscribedAt: monthsAgo(13),
        }),
        alert('pret-oprit-recent@example.ro', car.sku, {
          confirmedAt: monthsAgo(40),
          unsubscribedAt: monthsAgo(2),
        }),
        alert('pret-ascunsa@example.ro', hidden.sku, { confirmedAt: monthsAgo(40) }),
      ])
      .returning();
    expect((await retentionPass(t.db, NOW))?.priceAlerts).toBe(3);
    const left = await t.db
      .select({ email: priceAlerts.email })
      .from(priceAlerts)
      .where(
        inArray(
          priceAlerts.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.email).sort()).toEqual([
      'pret-activ@example.ro',
      'pret-oprit-recent@example.ro',
    ]);
    await t.db.update(cars).set({ carVisibilityId: 2 }).where(eq(cars.sku, hidden.sku));
  });

  it('anonymises refused applications past 6 months; keeps recent, approved, paid or under review ones', async () => {
    const place = await someLocality(t.db);
    const sku = await orderableSku(t.db, [2, 3]);
    const order = async (email: string, patch: Partial<typeof clientOrders.$inferInsert>) => {
      const uuid = await createOrder(t, contactBody(sku, place, CREDIT_TERMS, email));
      await t.db.update(clientOrders).set(patch).where(eq(clientOrders.uuid, uuid));
      return uuid;
    };
    const oldRefused = await order('refuzat@example.ro', { rating: 0, updatedAt: monthsAgo(7) });
    const recentRefused = await order('refuzat-recent@example.ro', { rating: 0, updatedAt: monthsAgo(5) });
    const oldApproved = await order('aprobat@example.ro', { rating: 1, updatedAt: monthsAgo(7) });
    const paid = await order('platit@example.ro', {
      rating: 0,
      updatedAt: monthsAgo(7),
      paidAt: monthsAgo(8),
    });
    const reviewed = await order('evaluare@example.ro', { rating: 0, updatedAt: monthsAgo(7) });
    await t.db.insert(decisionReviews).values({
      orderUuid: reviewed,
      pointOfView: 'Va rog sa reanalizati',
      answerDueAt: monthsAgo(4),
      createdAt: monthsAgo(5),
    });
    const counts = await retentionPass(t.db, NOW);
    expect(counts?.refusedOrders).toBe(1);
    const rows = await t.db
      .select({
        uuid: clientOrders.uuid,
        email: sql<string>`${clientOrders.contact}->>'email'`,
        personal: clientOrders.personal,
      })
      .from(clientOrders)
      .where(inArray(clientOrders.uuid, [oldRefused, recentRefused, oldApproved, paid, reviewed]));
    const emailOf = (uuid: string) => rows.find((row) => row.uuid === uuid)?.email;
    expect(emailOf(oldRefused)).toBe(ERASED_EMAIL);
    expect(emailOf(recentRefused)).toBe('refuzat-recent@example.ro');
    expect(emailOf(oldApproved)).toBe('aprobat@example.ro');
    expect(emailOf(paid)).toBe('platit@example.ro');
    expect(emailOf(reviewed)).toBe('evaluare@example.ro');
    expect(rows.find((row) => row.uuid === oldRefused)?.personal).toBeNull();
    // A second pass finds nothing more to do.
    expect((await retentionPass(t.db, NOW))?.refusedOrders).toBe(0);
  });

  it('keeps proof of a consent for 3 years after it ends (superseded or expired)', async () => {
    const browser = crypto.randomUUID();
    const alone = crypto.randomUUID();
    const insert = (consentId: string, createdAt: Date) =>
      t.db
        .insert(consentRecords)
        .values({
          consentId,
          policyVersion: 1,
          method: 'reject_all',
          analytics: false,
          marketing: false,
          deviceClass: 'mobile',
          browserFamily: 'safari',
          createdAt,
        })
        .returning({ id: consentRecords.id });
    // Superseded 37 months ago: past its 36 months, although expiry alone would keep it.
    const [superseded] = await insert(browser, monthsAgo(38));
    // Its successor expired (365 days) 26 months ago: kept.
    const [successor] = await insert(browser, monthsAgo(37));
    // Given 4 years and a half ago, expired 3 years and a half ago: past.
    const [expired] = await insert(alone, monthsAgo(54));
    const counts = await retentionPass(t.db, NOW);
    expect(counts?.consents).toBe(2);
    const left = await t.db
      .select({ id: consentRecords.id })
      .from(consentRecords)
      .where(inArray(consentRecords.consentId, [browser, alone]));
    expect(left.map((row) => row.id)).toEqual([successor?.id]);
    expect(superseded && expired).toBeTruthy();
  });

  it('drops sent mails past 90 days, never unsent or failed ones', async () => {
    const mail = (subject: string, status: string, sentAt: Date | null, createdAt: Date) => ({
      to: 'client@example.ro',
      subject,
      html: '<p>x</p>',
      status,
      sentAt,
      createdAt,
    });
    const rows = await t.db
      .insert(outbox)
      .values([
        mail('sent-old', 'sent', daysAgo(91), daysAgo(91)),
        mail('sent-recent', 'sent', daysAgo(89), daysAgo(89)),
        mail('pending-old', 'pending', null, daysAgo(400)),
        mail('failed-old', 'failed', null, daysAgo(400)),
      ])
      .returning({ id: outbox.id });
    await retentionPass(t.db, NOW);
    const left = await t.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.subject).sort()).toEqual(['failed-old', 'pending-old', 'sent-recent']);
  });

  it('follows the periods set by the admin, and records each pass that removed something (counts only)', async () => {
    const lead = await addLeads(t.db, 'doua-luni@example.ro', monthsAgo(2), undefined, {
      viewingDate: day(monthsAgo(2)),
    });
    expect((await retentionPass(t.db, NOW))?.stockAlerts).toBe(0);
    await writeSetting(t.db, 'retention_leads_months', '1', NOW);
    const counts = await retentionPass(t.db, NOW);
    // The earlier tests' 11-month-old leads go too, now.
    expect(counts?.stockAlerts).toBeGreaterThanOrEqual(2);
    expect(await exists(stockAlerts, lead.stockAlert)).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data.retention'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorEmail: 'retention-job',
      actorId: null,
      after: { counts: { stockAlerts: counts?.stockAlerts }, periods: { retention_leads_months: 1 } },
      at: NOW,
    });
    expect(JSON.stringify(entry)).not.toContain('doua-luni');
    await writeSetting(t.db, 'retention_leads_months', '12', NOW);
  });
});

describe.each(testBackends().filter((backend) => backend.name === 'postgres'))(
  'the retention job across instances on $name',
  (backend) => {
    const [a, b] = useTestInstances(backend);

    beforeAll(async () => {
      await addLeads(a.db, 'doua-instante@example.ro', monthsAgo(13), undefined, {
        viewingDate: day(monthsAgo(13)),
      });
    });

    it('runs on one instance at a time: the other skips its round while the lock is held', async () => {
      await a.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${LOCK_IDS.retention})`);
        expect(await retentionPass(b.db, NOW)).toBeNull();
      });
      expect((await retentionPass(b.db, NOW))?.stockAlerts).toBe(1);
    });
  },
);

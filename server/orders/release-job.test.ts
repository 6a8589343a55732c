import { desc, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cars, clientOrders, outbox } from '../db/schema.ts';
import { CREDIT_TERMS } from '../routes/client-order/testing/order-bodies.ts';
import {
  answerSteps,
  contactBody,
  createOrder,
  orderableSku,
  PAYING_APP,
  SHOP,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { releaseUnpaidReservations } from './release-job.ts';

const HOUR = 3_600_000;
const TOKEN = 'release-job-admin-token-of-32-characters';
const VISA_OK = '4111111111111111';

describe.each(testBackends())('the release of unpaid reservations on $name (fake clock)', (backend) => {
  let clock = new Date('2026-11-20T08:00:00.000Z');
  const t = useTestApp(backend, { ...PAYING_APP, adminToken: TOKEN, now: () => clock });
  const pass = (at: Date, db: Database = t.db) =>
    releaseUnpaidReservations({ db, now: () => at, siteOrigin: SHOP });
  const orderOf = async (uuid: string) =>
    (await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid)))[0];
  const mailsTo = async (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  const newOrder = async (nth: number, salary: number | null) => {
    const sku = await orderableSku(t.db, [2, 3], nth);
    const uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS));
    if (salary !== null) await answerSteps(t, uuid, salary);
    return uuid;
  };

  it('releases an unpaid order once its time is up, once, and tells the customer', async () => {
    const start = clock;
    const approved = await newOrder(10, 50_000);
    const refused = await newOrder(11, 500);
    const paid = await newOrder(12, 50_000);
    const { token } = (await t.request(`/api/payments?order_code=${paid}`)).body as { token: string };
    await t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({ origin: SHOP, token, number: VISA_OK, expiry: '12/39', cvc: '123' }),
    });
    expect((await orderOf(paid))?.paidAt).not.toBeNull();

    expect(await pass(new Date(start.getTime() + 47 * HOUR))).toBe(0);
    expect((await orderOf(approved))?.releasedAt).toBeNull();

    const later = new Date(start.getTime() + 48 * HOUR + 60_000);
    expect(await pass(later)).toBe(1);
    const released = await orderOf(approved);
    expect(released?.releasedAt).toEqual(later);
    expect((await orderOf(refused))?.releasedAt).toBeNull();
    expect((await orderOf(paid))?.releasedAt).toBeNull();
    const mails = await mailsTo(released?.contact.email ?? '');
    const mail = mails.find((row) => row.subject.startsWith('Rezervarea pentru'));
    expect(mail?.subject).toMatch(/a expirat$/);
    expect(mail?.html).toContain('48 de ore');
    expect(mail?.html).toContain(`${SHOP}/masina/${released?.sku}`);
    expect(mail?.html).toContain(`/comanda/${released?.accessToken}`);

    expect(await pass(new Date(later.getTime() + HOUR))).toBe(0);
    const all = await mailsTo(released?.contact.email ?? '');
    expect(all.filter((row) => row.subject.startsWith('Rezervarea pentru'))).toHaveLength(1);

    // The released order can no longer be paid, its page says so, and the car is anyone's to book.
    const checkout = (await t.request(`/api/payments?order_code=${approved}`)).body as Record<string, string>;
    expect(checkout).toMatchObject({ token: 'invalid', reason: 'closed' });
    const page = (await t.request(`/api/order-status/${released?.accessToken}`)).body as {
      timeline: { key: string; state: string }[];
      next: { waiting: string };
    };
    expect(page.timeline.at(-1)).toMatchObject({ key: 'released', state: 'done' });
    expect(page.next.waiting).toBe('released');
    const [car] = await t.db
      .select()
      .from(cars)
      .where(eq(cars.sku, released?.sku ?? ''));
    expect(car?.carVisibilityId).toBe(2);
    const again = await createOrder(
      t,
      contactBody(released?.sku ?? '', await someLocality(t.db), CREDIT_TERMS),
    );
    expect(again).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows the reservation_release_hours setting, which is server-only and checked', async () => {
    const put = (value: unknown) =>
      t.request('/api/admin/settings/reservation_release_hours', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect((await put('0')).status).toBe(422);
    expect((await put('721')).status).toBe(422);
    expect((await put('doua')).status).toBe(422);
    expect(await put('24')).toMatchObject({ status: 200, body: { value: '24' } });
    const published = (await t.request('/api/settings')).body as Record<string, unknown>;
    expect(published).not.toHaveProperty('reservation_release_hours');

    clock = new Date('2026-11-25T08:00:00.000Z');
    // The earlier test's new request for the released car is due by now too.
    expect(await pass(clock)).toBe(1);
    const uuid = await newOrder(13, 50_000);
    expect(await pass(new Date(clock.getTime() + 23 * HOUR))).toBe(0);
    expect(await pass(new Date(clock.getTime() + 25 * HOUR))).toBe(1);
    const order = await orderOf(uuid);
    const [mail] = await mailsTo(order?.contact.email ?? '');
    expect(mail?.html).toContain('24 de ore');
  });
});

describe.each(testBackends())('the release job with two instances on $name', (backend) => {
  it('releases each due order once when two instances run the job at the same time', async () => {
    const instances = await backend.openInstances();
    try {
      const [first, second] = instances.handles;
      const [car] = await first.db.select().from(cars).where(eq(cars.carVisibilityId, 2)).limit(1);
      if (!car) throw new Error('no car in stock');
      const createdAt = new Date('2026-11-01T08:00:00.000Z');
      const rows = Array.from({ length: 12 }, (_, i) => ({
        carId: car.id,
        sku: car.sku,
        productType: 'credit' as const,
        person: 1 as const,
        currency: 1 as const,
        months: 60,
        downpayment: 55,
        contact: {
          nume: 'Paralel',
          prenume: `Client${i}`,
          email: `paralel${i}@release.example.ro`,
          telefon: '+40712345678',
        } as never,
        createdAt,
        updatedAt: createdAt,
      }));
      const inserted = await first.db
        .insert(clientOrders)
        .values(rows)
        .returning({ uuid: clientOrders.uuid });
      const now = new Date('2026-11-10T08:00:00.000Z');
      const run = (db: Database) => releaseUnpaidReservations({ db, now: () => now, siteOrigin: SHOP });
      const counts = await Promise.all([run(first.db), run(second.db), run(first.db), run(second.db)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
      const released = await first.db
        .select({ releasedAt: clientOrders.releasedAt })
        .from(clientOrders)
        .where(
          inArray(
            clientOrders.uuid,
            inserted.map((row) => row.uuid),
          ),
        );
      expect(released.every((row) => row.releasedAt !== null)).toBe(true);
      const mails = await first.db.select().from(outbox).where(like(outbox.to, '%@release.example.ro'));
      expect(mails).toHaveLength(12);
      expect(new Set(mails.map((mail) => mail.to)).size).toBe(12);
    } finally {
      await instances.close();
    }
  });
});

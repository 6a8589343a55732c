import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { clientOrders, outbox, withdrawals } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  answerSteps,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  jsonInit,
  orderableSku,
  PAYING_APP,
  SHOP,
  someLocality,
} from '../client-order/testing/order-test-kit.ts';

const ADMIN_TOKEN = 'admin-token-withdrawals-0001-abcdefghij';
const t15 = ro.withdrawal;
/** Wednesday 25 November 2026, 12:00 in Bucharest: the last day to withdraw is 9 December. */
const PAID_AT = new Date('2026-11-25T10:00:00Z');

describe.each(testBackends())('withdrawals on $name', (backend) => {
  let clock = new Date(PAID_AT);
  const t = useTestApp(backend, {
    ...PAYING_APP,
    siteOrigin: SHOP,
    adminToken: ADMIN_TOKEN,
    now: () => clock,
  });
  beforeEach(() => {
    clock = new Date(PAID_AT);
  });

  /**
   * An order for the first orderable car; `email` is the order's address. Only the card test pays
   * (a paid order reserves its car), the others set the conclusion time directly, so they share a car.
   */
  async function newOrder(email: string, terms: object = CREDIT_TERMS, nth = 0): Promise<string> {
    const sku = await orderableSku(t.db, [2, 3], nth);
    return createOrder(t, {
      ...contactBody(sku, await someLocality(t.db), terms),
      email,
      email_confirm: email,
    });
  }
  async function approvedOrder(email: string, nth = 0): Promise<string> {
    const uuid = await newOrder(email, CREDIT_TERMS, nth);
    await answerSteps(t, uuid, 60_000);
    return uuid;
  }
  /** The contract is concluded when the reservation fee is paid; tests that need no card set it. */
  const concludeAt = (uuid: string, paidAt: Date) =>
    t.db.update(clientOrders).set({ paidAt }).where(eq(clientOrders.uuid, uuid));
  const check = (body: object) => t.request('/api/withdrawals/check', jsonInit('POST', body));
  const confirm = (body: object) =>
    t.request('/api/withdrawals', jsonInit('POST', { ...body, confirm: true }));
  const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it('pays by card, states the right in the e-mail, checks, confirms, acknowledges with the Romanian time', async () => {
    const email = 'retragere.card@example.ro';
    const uuid = await approvedOrder(email, 1);
    const tokenRes = await t.request(`/api/payments?order_code=${uuid}`);
    const { token } = tokenRes.body as { token: string };
    const charged = await t.app.request('/sandbox/payment/charge', {
      method: 'POST',
      body: new URLSearchParams({
        origin: SHOP,
        token,
        number: '4111111111111111',
        expiry: '12/39',
        cvc: '123',
      }),
    });
    expect(charged.status).toBe(200);
    const paymentMail = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Plata confirmata'));
    expect(paymentMail?.html).toContain('pana pe 09.12.2026 inclusiv');
    expect(paymentMail?.html).toContain(`${SHOP}/retragere-din-contract?cod=${uuid}`);

    clock = new Date('2026-12-03T15:42:10Z');
    const checked = await check({ order_code: uuid.toUpperCase(), email: ' Retragere.Card@Example.ro ' });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      status: 'open',
      order_code: uuid,
      product: 'credit',
      concluded_on: '2026-11-25',
      last_day: '2026-12-09',
    });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orderUuid, uuid))).toEqual([]);

    const done = await confirm({ order_code: uuid, email });
    expect(done.status).toBe(201);
    expect(done.body).toEqual({
      status: 'withdrawn',
      order_code: uuid,
      withdrawn_at: '2026-12-03T15:42:10.000Z',
      date: '2026-12-03',
      time: '17:42',
    });
    const ack = (await mailsTo(email)).filter((mail) => mail.subject.includes('Confirmarea retragerii'));
    expect(ack).toHaveLength(1);
    expect(ack[0]?.html).toContain('pe 03.12.2026, la ora 17:42 (ora Romaniei)');
    expect(ack[0]?.html).toContain('incheiat pe 25.11.2026');
  });

  it('answers a second withdrawal "already withdrawn" with the first date, and sends no second e-mail', async () => {
    const email = 'retragere.dubla@example.ro';
    const uuid = await approvedOrder(email);
    await concludeAt(uuid, PAID_AT);
    clock = new Date('2026-11-26T08:00:00Z');
    expect((await confirm({ order_code: uuid, email })).status).toBe(201);
    clock = new Date('2026-12-20T08:00:00Z');
    for (const answer of [
      await confirm({ order_code: uuid, email }),
      await check({ order_code: uuid, email }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'already_withdrawn', date: '2026-11-26', time: '10:00' });
    }
    const acks = (await mailsTo(email)).filter((mail) => mail.subject.includes('Confirmarea retragerii'));
    expect(acks).toHaveLength(1);
  });

  it('stores one withdrawal of ten sent at once', async () => {
    const email = 'retragere.paralel@example.ro';
    const uuid = await approvedOrder(email);
    await concludeAt(uuid, PAID_AT);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm({ order_code: uuid, email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orderUuid, uuid))).toHaveLength(1);
    expect(
      (await mailsTo(email)).filter((mail) => mail.subject.includes('Confirmarea retragerii')),
    ).toHaveLength(1);
  });

  it.each([
    ['the last minute of the last day', '2026-12-09T21:59:00Z', 201],
    ['midnight after the last day', '2026-12-09T22:00:00Z', 409],
  ])('at %s answers %s', async (_name, now, status) => {
    const email = `retragere.${status}@example.ro`;
    const uuid = await approvedOrder(email);
    await concludeAt(uuid, PAID_AT);
    clock = new Date(now);
    const answer = await confirm({ order_code: uuid, email });
    expect(answer.status).toBe(status);
    if (status === 409)
      expect(answer.body).toEqual({ message: t15.expired.replace('{lastDay}', '09.12.2026') });
  });

  it('refuses an unknown order and a wrong e-mail with the same 404, revealing nothing', async () => {
    const email = 'retragere.secret@example.ro';
    const uuid = await approvedOrder(email);
    await concludeAt(uuid, PAID_AT);
    const wrongEmail = await check({ order_code: uuid, email: 'altcineva@example.ro' });
    const unknown = await check({ order_code: crypto.randomUUID(), email });
    for (const answer of [wrongEmail, unknown, await confirm({ order_code: uuid, email: 'x@example.ro' })]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: t15.notFound });
    }
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orderUuid, uuid))).toEqual([]);
  });

  it.each([
    ['an unpaid order (no contract yet)', null, t15.notConcluded],
    ['a company', PAID_AT, t15.company],
  ])('refuses %s with 409 and the reason', async (_name, paidAt, message) => {
    const email = `retragere.${paidAt ? 'firma' : 'neplatit'}@example.ro`;
    const uuid = await newOrder(email);
    // The person is what decides; a company's wizard answers would not change the rule.
    if (paidAt) {
      await t.db.update(clientOrders).set({ person: 2, paidAt }).where(eq(clientOrders.uuid, uuid));
    }
    const answer = await check({ order_code: uuid, email });
    expect(answer).toMatchObject({ status: 409, body: { message } });
  });

  it('refuses a subscription: a rental service with no 14-day withdrawal', async () => {
    const email = 'retragere.abonament@example.ro';
    const [order] = await t.db
      .select()
      .from(clientOrders)
      .where(eq(clientOrders.uuid, await newOrder(email)));
    if (!order) throw new Error('no order to copy');
    const { id: _id, uuid: _uuid, idempotencyKey: _key, accessToken: _token, ...row } = order;
    const [copy] = await t.db
      .insert(clientOrders)
      .values({ ...row, productType: 'carSubscription', contact: { ...row.contact, email }, paidAt: PAID_AT })
      .returning({ uuid: clientOrders.uuid });
    const answer = await check({ order_code: copy?.uuid, email });
    expect(answer).toMatchObject({ status: 409, body: { message: t15.subscription } });
  });

  it.each([
    [{ email: 'a@example.ro' }, 'order_code', t15.orderCodeRequired],
    [{ order_code: 'ABC-123', email: 'a@example.ro' }, 'order_code', t15.orderCodeInvalid],
    [{ order_code: 'x'.repeat(65), email: 'a@example.ro' }, 'order_code', 'Maxim 64 caractere'],
    [{ order_code: crypto.randomUUID() }, 'email', ro.validation.emailRequired],
    [{ order_code: crypto.randomUUID(), email: 'nu-e-email' }, 'email', ro.validation.emailInvalid],
  ])('422 names the field: %o → %s', async (body, field, message) => {
    const answer = await check(body);
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it('refuses a confirmation without confirm: true (the check step alone never withdraws)', async () => {
    const answer = await t.request(
      '/api/withdrawals',
      jsonInit('POST', { order_code: crypto.randomUUID(), email: 'a@example.ro' }),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string> }).errors.confirm).toBe(t15.confirmRequired);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const answer = await check({ order_code: 'x', email: 'a'.repeat(17_000) });
    expect(answer.status).toBe(413);
  });

  it('lists withdrawals for staff behind the admin token, newest first', async () => {
    expect((await t.request('/api/admin/withdrawals')).status).toBe(401);
    const email = 'retragere.admin@example.ro';
    const uuid = await approvedOrder(email);
    await concludeAt(uuid, PAID_AT);
    clock = new Date('2026-12-08T09:00:00Z');
    expect((await confirm({ order_code: uuid, email })).status).toBe(201);
    const listed = await t.request('/api/admin/withdrawals', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(listed.status).toBe(200);
    const rows = listed.body as { order_code: string; withdrawn_at: string }[];
    expect(rows.find((row) => row.order_code === uuid)).toMatchObject({
      order_code: uuid,
      status: 'pending',
      money_returned_on: null,
      email,
      product_type: 'credit',
      concluded_at: PAID_AT.toISOString(),
      sku: expect.any(String),
      withdrawn_at: '2026-12-08T09:00:00.000Z',
    });
    const times = rows.map((row) => row.withdrawn_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

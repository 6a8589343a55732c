import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { clientOrders, outbox } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  CREDIT_TERMS,
  contactBody,
  orderableSku,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

describe.each(testBackends())('POST /api/client-order with an Idempotency-Key on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });
  let body: (email: string) => object;

  beforeAll(async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const place = await someLocality(t.db);
    body = (email) => contactBody(sku, place, { ...CREDIT_TERMS, email, email_confirm: email });
  });

  const post = (payload: object, key?: string) =>
    t.request('/api/client-order', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(payload),
    });
  const ordersWithKey = (key: string) =>
    t.db.select().from(clientOrders).where(eq(clientOrders.idempotencyKey, key));
  const mailsTo = (email: string) => t.db.$count(outbox, eq(outbox.to, email));

  it('20 concurrent requests with one key make one order and one e-mail, and all get its uuid', async () => {
    const email = 'idem.concurrent@example.ro';
    const key = 'order-attempt-concurrent-01';
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body(email), key)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    const rows = await ordersWithKey(key);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([rows[0]?.uuid]));
    expect(await mailsTo(email)).toBe(1);
  });

  it('a later resend replays the uuid with 200 and sends nothing more', async () => {
    const email = 'idem.resend@example.ro';
    const key = 'order-attempt-resend-0001';
    const first = await post(body(email), key);
    const again = await post(body(email), key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toBe(first.body);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it('another key is another order', async () => {
    const email = 'idem.two-keys@example.ro';
    const first = await post(body(email), 'order-attempt-two-keys-1');
    const second = await post(body(email), 'order-attempt-two-keys-2');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).not.toBe(first.body);
    expect(await mailsTo(email)).toBe(2);
  });

  it("the same key with another customer's body is refused (422), never answered with the first order", async () => {
    const key = 'order-attempt-other-body-01';
    const first = await post(body('idem.first@example.ro'), key);
    expect(first.status).toBe(201);
    const other = await post({ ...body('idem.other@example.ro'), nume: 'Ionescu', prenume: 'Mihai' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      message: ro.publicApi.idempotencyKeyReused,
      errors: { idempotency_key: ro.publicApi.idempotencyKeyReused },
    });
    expect(JSON.stringify(other.body)).not.toContain(String(first.body));
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect(await mailsTo('idem.other@example.ro')).toBe(0);
    // The first customer's own resend still gets its order.
    const again = await post(body('idem.first@example.ro'), key);
    expect([again.status, again.body]).toEqual([200, first.body]);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const key = 'order-attempt-key-order-01';
    const sent = body('idem.key-order@example.ro') as Record<string, unknown>;
    const first = await post(sent, key);
    const reordered = Object.fromEntries(Object.entries(sent).reverse());
    const again = await post(reordered, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toBe(first.body);
  });

  it('20 concurrent requests on one key, half of them from another customer: one order, the others refused', async () => {
    const key = 'order-attempt-race-bodies-01';
    const emails = ['idem.race-a@example.ro', 'idem.race-b@example.ro'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(body(emails[index % 2] as string), key)),
    );
    const [row] = await ordersWithKey(key);
    const winner = emails.indexOf(row?.contact.email ?? '');
    expect(winner).toBeGreaterThanOrEqual(0);
    answers.forEach((answer, index) => {
      if (index % 2 === winner) {
        expect([200, 201]).toContain(answer.status);
        expect(answer.body).toBe(row?.uuid);
      } else {
        expect(answer.status).toBe(422);
      }
    });
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(await mailsTo(emails[1 - winner] as string)).toBe(0);
  });

  it('refuses a malformed key instead of ignoring it', async () => {
    const answer = await post(body('idem.bad-key@example.ro'), 'bad key!');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: ro.publicApi.idempotencyKeyInvalid });
    expect(await mailsTo('idem.bad-key@example.ro')).toBe(0);
  });
});

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

  it('refuses a malformed key instead of ignoring it', async () => {
    const answer = await post(body('idem.bad-key@example.ro'), 'bad key!');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: ro.publicApi.idempotencyKeyInvalid });
    expect(await mailsTo('idem.bad-key@example.ro')).toBe(0);
  });
});

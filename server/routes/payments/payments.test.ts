import { eq } from 'drizzle-orm';
import { ro } from '../../../src/i18n/ro.ts';
import { clientOrders, outbox, payments } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import {
  approvedCreditOrder,
  CREDIT_TERMS,
  contactBody,
  createOrder,
  get,
  orderableSku,
  PAYING_APP,
  SHOP,
  someLocality,
} from '../client-order/testing/order-test-kit.ts';

const CARDS = { success: '4111111111111111', decline: '4000000000000002', challenge: '4000000000003220' };

describe.each(testBackends())('payments and the card sandbox on $name', (backend) => {
  const t = useTestApp(backend, PAYING_APP);

  let carsPaidFor = 0;
  /** An approved order for a car no other test pays for (a paid car is reserved). */
  async function approvedOrder(): Promise<string> {
    carsPaidFor += 1;
    const sku = await orderableSku(t.db, [2, 3], carsPaidFor);
    return approvedCreditOrder(t, sku);
  }
  const token = async (uuid: string) =>
    ((await t.request(`/api/payments?order_code=${uuid}`)).body as { token: string }).token;
  const post = (path: string, fields: Record<string, string>) =>
    t.app.request(path, { method: 'POST', body: new URLSearchParams({ origin: SHOP, ...fields }) });
  const chargeCard = (tok: string, number: string) =>
    post('/sandbox/payment/charge', { token: tok, number, expiry: '12/39', cvc: '123' });
  const rows = (uuid: string) => t.db.select().from(payments).where(eq(payments.orderUuid, uuid));

  const checkout = async (uuid: string) => (await t.request(`/api/payments?order_code=${uuid}`)).body;
  const orderStatus = (uuid: string) => t.request(`/api/payments/complete?order_code=${uuid}`);

  it("answers 'invalid' for an unapproved or unknown order and reuses the open token", async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const pending = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS));
    expect(await token(pending)).toBe('invalid');
    expect(await checkout(pending)).toEqual({
      token: 'invalid',
      reason: 'not_approved',
      message: ro.publicApi.checkoutRefusals.not_approved,
    });
    expect(await token('nope')).toBe('invalid');
    expect(await checkout('nope')).toMatchObject({ reason: 'not_found' });
    const uuid = await approvedOrder();
    const first = await token(uuid);
    expect(first).not.toBe('invalid');
    expect(await token(uuid)).toBe(first);
    expect(await get(t, uuid)).toMatchObject({ authorizationToken: first });
  });

  it('serves the widget and a card form framable only by the shop origin', async () => {
    const widget = await t.app.request('/sandbox/payment/widget.js');
    expect(widget.headers.get('Content-Type')).toContain('javascript');
    expect(await widget.text()).toContain('SandboxPayment');
    const uuid = await approvedOrder();
    const form = await t.app.request(
      `/sandbox/payment/form?token=${await token(uuid)}&origin=${encodeURIComponent(SHOP)}`,
    );
    expect(form.headers.get('Content-Security-Policy')).toBe(`frame-ancestors ${SHOP}`);
    expect(await form.text()).toContain('name="number"');
    expect((await t.app.request('/sandbox/payment/form?token=x&origin=javascript:alert(1)')).status).toBe(
      400,
    );
  });

  it('two charges in parallel make one success row, mark the order paid once and send one e-mail', async () => {
    const uuid = await approvedOrder();
    const tok = await token(uuid);
    await Promise.all([chargeCard(tok, CARDS.success), chargeCard(tok, CARDS.success)]);
    const all = await rows(uuid);
    expect(all.filter((row) => row.status === 'success')).toHaveLength(1);
    const [order] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(order?.paidAt).not.toBeNull();
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'ana@example.ro'));
    expect(mails.filter((mail) => mail.html.includes(uuid) && mail.subject.startsWith('Plata'))).toHaveLength(
      1,
    );
    const id = all[0]?.id ?? '';
    expect((await t.request(`/api/payments/complete?id=${id}`)).body).toEqual({ payment_status: 'success' });
    expect(await checkout(uuid)).toEqual({
      token: 'invalid',
      reason: 'paid',
      message: ro.publicApi.checkoutRefusals.paid,
    });
    expect((await orderStatus(uuid)).body).toEqual({ payment_status: 'success' });
  });

  it("answers an order's payment state without a payment id: none, then its last attempt", async () => {
    const uuid = await approvedOrder();
    expect(await orderStatus(uuid)).toMatchObject({ status: 200, body: { payment_status: 'none' } });
    const tok = await token(uuid);
    expect((await orderStatus(uuid)).body).toEqual({ payment_status: 'pending' });
    await chargeCard(tok, CARDS.decline);
    expect((await orderStatus(uuid)).body).toEqual({ payment_status: 'failed' });
    expect(await orderStatus('00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { message: ro.orderServer.orderNotFound },
    });
  });

  it('a declined card fails; a new checkout then succeeds with one charge', async () => {
    const uuid = await approvedOrder();
    const declined = await chargeCard(await token(uuid), CARDS.decline);
    expect(await declined.text()).toContain('"status":"failed"');
    const [failed] = await rows(uuid);
    expect((await t.request(`/api/payments/complete?id=${failed?.id}`)).body).toEqual({
      payment_status: 'failed',
    });
    await chargeCard(await token(uuid), CARDS.success);
    expect((await rows(uuid)).map((row) => row.status).sort()).toEqual(['failed', 'success']);
  });

  it('a 3-D Secure card shows the challenge, then succeeds when authorised', async () => {
    const uuid = await approvedOrder();
    const tok = await token(uuid);
    const page = await chargeCard(tok, CARDS.challenge);
    expect(await page.text()).toContain('name="decision"');
    expect(await token(uuid)).toBe(tok);
    const done = await post('/sandbox/payment/challenge', { token: tok, decision: 'approve' });
    expect(await done.text()).toContain('"status":"success"');
    expect(await get(t, uuid)).toMatchObject({ paid: 1 });
  });

  it('reports bad card fields without charging', async () => {
    const uuid = await approvedOrder();
    const res = await post('/sandbox/payment/charge', {
      token: await token(uuid),
      number: '4111',
      expiry: '01/20',
      cvc: '1',
    });
    const html = await res.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('value="4111"');
    expect(html).not.toContain('value="01/20"');
    expect((await rows(uuid)).map((row) => row.status)).toEqual(['pending']);
  });

  it('after a refused CVC shows the valid number and expiry again (MMYY accepted), never the CVC', async () => {
    const uuid = await approvedOrder();
    const res = await post('/sandbox/payment/charge', {
      token: await token(uuid),
      number: CARDS.success,
      expiry: '1239',
      cvc: '12345',
    });
    const html = await res.text();
    expect(html).toContain(`value="${CARDS.success}"`);
    expect(html).toContain('value="1239"');
    expect(html).toContain('aria-describedby="cvc-error"');
    expect(html).not.toContain('12345');
  });

  it('answers 404 for an unknown payment id', async () => {
    expect(await t.request('/api/payments/complete?id=00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { message: ro.publicApi.paymentNotFound },
    });
  });
});

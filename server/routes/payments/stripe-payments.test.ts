/**
 * Card payments through Stripe end to end on the API, without network: the SDK talks to a local
 * server shaped like Stripe's API (payments/testing/fake-stripe.ts), and webhook events are signed
 * with the SDK's own test-header helper and checked by the same code production uses.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { carReservations, cars, clientOrders, outbox, payments } from '../../db/schema.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { createStripeProvider } from '../../payments/stripe-provider.ts';
import { type FakeStripe, intentEvent, startFakeStripe } from '../../payments/testing/fake-stripe.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { approvedCreditOrder, orderableSku, PAYING_APP } from '../client-order/testing/order-test-kit.ts';
import { RECONCILE_AFTER_MS, REFUND_RETRY_AFTER_MS } from './provider-checkout.ts';

const WEBHOOK_SECRET = 'whsec_api_test';
const ADMIN_TOKEN = 'admin-token-for-refunds';
const sdk = new Stripe('sk_test_helper');

describe.each(testBackends())('Stripe payments on $name', (backend) => {
  let stripe: FakeStripe;
  let real: PaymentProvider;
  // The app is composed before the local Stripe listens: it talks to it through this object.
  const provider: PaymentProvider = {
    name: 'stripe',
    testMode: true,
    createPayment: (input) => real.createPayment(input),
    widgetParams: (ref) => real.widgetParams(ref),
    retrieve: (ref) => real.retrieve(ref),
    cancel: (ref) => real.cancel(ref),
    verifyNotification: (body, signature) => real.verifyNotification(body, signature),
    refund: (input) => real.refund(input),
  };
  let offsetMs = 0;
  let reconcile: () => Promise<unknown> = async () => {};
  const t = useTestApp(backend, {
    ...PAYING_APP,
    adminToken: ADMIN_TOKEN,
    paymentProvider: provider,
    now: () => new Date(Date.now() + offsetMs),
    paymentReconciliation: (pass) => {
      reconcile = pass;
    },
  });
  beforeAll(async () => {
    stripe = await startFakeStripe();
    real = createStripeProvider({
      secretKey: 'sk_test_api',
      publishableKey: 'pk_test_api',
      webhookSecret: WEBHOOK_SECRET,
      api: stripe.api,
    });
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    offsetMs = 0;
  });

  let nthCar = 0;
  const newOrder = async () => approvedCreditOrder(t, await orderableSku(t.db, [2, 3], nthCar++));
  const checkout = async (uuid: string) =>
    (await t.request(`/api/payments?order_code=${uuid}`)) as { status: number; body: Record<string, string> };
  const paymentOf = async (uuid: string) => {
    const rows = await t.db.select().from(payments).where(eq(payments.orderUuid, uuid));
    return rows.at(-1);
  };
  const orderOf = async (uuid: string) =>
    (await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid)))[0];
  let eventSerial = 0;
  const notify = (
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    ref: string,
    options: { id?: string; secret?: string } = {},
  ) => {
    const payload = intentEvent(
      type,
      stripe.intents.get(ref) ?? { id: ref },
      options.id ?? `evt_${++eventSerial}`,
    );
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
    return t.request('/api/webhooks/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  };
  const mails = async () => (await t.db.select().from(outbox)).length;
  /** What Stripe does when the shopper's card goes through in the Payment Element. */
  const cardSucceeds = (ref: string) =>
    stripe.setIntent(ref, { status: 'succeeded', last_payment_error: null });

  it('opens a checkout with the Payment Element’s parameters; a reload reuses the same PaymentIntent', async () => {
    const uuid = await newOrder();
    const first = await checkout(uuid);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token: expect.any(String),
      provider: 'stripe',
      publishable_key: 'pk_test_api',
      client_secret: expect.stringMatching(/^pi_.*_secret_/),
      payment_id: expect.any(String),
    });
    const again = await checkout(uuid);
    expect(again.body.client_secret).toBe(first.body.client_secret);
    const payment = await paymentOf(uuid);
    expect(payment).toMatchObject({ provider: 'stripe', testMode: true, status: 'pending' });
    const intent = stripe.intents.get(payment?.providerRef ?? '');
    expect(intent).toMatchObject({ amount: Math.round((payment?.amountRon ?? 0) * 100), currency: 'ron' });
    const creates = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form.get('metadata[order_uuid]') === uuid,
    );
    expect(creates.map((r) => r.idempotencyKey)).toEqual([payment?.idempotencyKey]);
  });

  it('a signed succeeded event pays the order once: the car leaves stock, one e-mail; a replay changes nothing', async () => {
    const uuid = await newOrder();
    await checkout(uuid);
    const ref = (await paymentOf(uuid))?.providerRef ?? '';
    cardSucceeds(ref);
    const before = await mails();
    const event = await notify('payment_intent.succeeded', ref, { id: 'evt_once' });
    expect(event).toMatchObject({ status: 200, body: { outcome: 'processed' } });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'success' });
    expect((await orderOf(uuid))?.paidAt).not.toBeNull();
    const order = await orderOf(uuid);
    const [car] = await t.db
      .select()
      .from(cars)
      .where(eq(cars.id, order?.carId ?? 0));
    expect(car?.carVisibilityId).toBe(4);
    expect(await t.db.select().from(carReservations).where(eq(carReservations.orderUuid, uuid))).toHaveLength(
      1,
    );
    expect(await mails()).toBe(before + 1);

    const replay = await notify('payment_intent.succeeded', ref, { id: 'evt_once' });
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'replay' } });
    const resent = await notify('payment_intent.succeeded', ref);
    expect(resent.status).toBe(200);
    expect(await mails()).toBe(before + 1);
    expect(await checkout(uuid)).toMatchObject({ body: { token: 'invalid', reason: 'paid' } });
  });

  it('out of order: a late failed event never undoes a success; a success after a declined card counts', async () => {
    const late = await newOrder();
    await checkout(late);
    const lateRef = (await paymentOf(late))?.providerRef ?? '';
    cardSucceeds(lateRef);
    await notify('payment_intent.succeeded', lateRef);
    await notify('payment_intent.payment_failed', lateRef);
    expect(await paymentOf(late)).toMatchObject({ status: 'success' });

    const retried = await newOrder();
    await checkout(retried);
    const ref = (await paymentOf(retried))?.providerRef ?? '';
    await notify('payment_intent.payment_failed', ref);
    expect(await paymentOf(retried)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    cardSucceeds(ref);
    await notify('payment_intent.succeeded', ref);
    expect(await paymentOf(retried)).toMatchObject({ status: 'success' });
    expect((await orderOf(retried))?.paidAt).not.toBeNull();
  });

  it('refuses forged events (400) and changes nothing', async () => {
    const uuid = await newOrder();
    await checkout(uuid);
    const ref = (await paymentOf(uuid))?.providerRef ?? '';
    cardSucceeds(ref);
    const forged = await notify('payment_intent.succeeded', ref, { secret: 'whsec_attacker' });
    expect(forged.status).toBe(400);
    const unsigned = await t.request('/api/webhooks/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: intentEvent('payment_intent.succeeded', { id: ref }, 'evt_unsigned'),
    });
    expect(unsigned.status).toBe(400);
    expect(await paymentOf(uuid)).toMatchObject({ status: 'pending' });
    expect((await orderOf(uuid))?.paidAt).toBeNull();
  });

  it('the browser cannot mark a payment paid: the result page asks Stripe, and only its answer counts', async () => {
    const uuid = await newOrder();
    await checkout(uuid);
    const payment = await paymentOf(uuid);
    const status = async () => (await t.request(`/api/payments/complete?id=${payment?.id}`)).body;
    expect(await status()).toEqual({ payment_status: 'pending' });
    expect((await orderOf(uuid))?.paidAt).toBeNull();
    cardSucceeds(payment?.providerRef ?? '');
    expect(await status()).toEqual({ payment_status: 'success' });
    expect((await orderOf(uuid))?.paidAt).not.toBeNull();
  });

  /** Two orders of one car, both paid at Stripe; the first's success is applied. */
  async function twoPaidForOneCar() {
    const sku = await orderableSku(t.db, [2, 3], nthCar++);
    const first = await approvedCreditOrder(t, sku);
    const second = await approvedCreditOrder(t, sku);
    await checkout(first);
    await checkout(second);
    const a = (await paymentOf(first))?.providerRef ?? '';
    const b = (await paymentOf(second))?.providerRef ?? '';
    cardSucceeds(a);
    cardSucceeds(b);
    await notify('payment_intent.succeeded', a);
    return { first, second, b };
  }

  it('two customers cannot pay for one car: the second success is declined and refunded', async () => {
    const { first, second, b } = await twoPaidForOneCar();
    await notify('payment_intent.succeeded', b);
    expect(await paymentOf(first)).toMatchObject({ status: 'success' });
    expect(await paymentOf(second)).toMatchObject({
      status: 'failed',
      failureReason: 'car_reserved',
      refundStatus: 'succeeded',
    });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === b)).toHaveLength(1);
    expect((await orderOf(second))?.paidAt).toBeNull();
    // The second shopper's result page does not say that nothing was taken: it was, and went back.
    const refused = { payment_status: 'failed', reason: 'car_reserved', refund: 'succeeded' };
    const secondId = (await paymentOf(second))?.id;
    expect((await t.request(`/api/payments/complete?id=${secondId}`)).body).toMatchObject(refused);
    expect((await t.request(`/api/payments/complete?order_code=${second}`)).body).toMatchObject(refused);
    // Stripe resends the success later, even once the car is free again: the refunded payment
    // stays declined (its money went back), refunded once.
    await t.db.delete(carReservations).where(eq(carReservations.orderUuid, first));
    await notify('payment_intent.succeeded', b);
    expect(await paymentOf(second)).toMatchObject({ status: 'failed', failureReason: 'car_reserved' });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === b)).toHaveLength(1);
  });

  it('a refund that failed to reach Stripe is made by the reconciliation pass, once', async () => {
    const { second, b } = await twoPaidForOneCar();
    stripe.failNext(10);
    await notify('payment_intent.succeeded', b);
    stripe.failNext(0);
    expect(await paymentOf(second)).toMatchObject({ failureReason: 'car_reserved', refundStatus: null });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === b)).toHaveLength(0);
    // The page does not say the money went back before it did; it says it is going back.
    const secondId = (await paymentOf(second))?.id;
    expect((await t.request(`/api/payments/complete?id=${secondId}`)).body).toMatchObject({
      refund: 'pending',
    });

    await reconcile();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === b)).toHaveLength(0);
    offsetMs = REFUND_RETRY_AFTER_MS + 1_000;
    stripe.failNext(10);
    await expect(reconcile()).rejects.toThrow(/1 refund\(s\)/);
    stripe.failNext(0);
    await reconcile();
    await reconcile();
    expect(await paymentOf(second)).toMatchObject({ refundStatus: 'succeeded' });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === b)).toHaveLength(1);
  });

  it('reconciliation: after 15 minutes a lost webhook’s payment is settled and an abandoned one cancelled', async () => {
    const paid = await newOrder();
    const abandoned = await newOrder();
    await checkout(paid);
    await checkout(abandoned);
    const paidRef = (await paymentOf(paid))?.providerRef ?? '';
    const abandonedRef = (await paymentOf(abandoned))?.providerRef ?? '';
    cardSucceeds(paidRef);
    // The succeeded webhook never arrives.
    offsetMs = RECONCILE_AFTER_MS - 60_000;
    await reconcile();
    expect(await paymentOf(paid)).toMatchObject({ status: 'pending' });
    expect(stripe.intents.get(abandonedRef)?.status).toBe('requires_payment_method');

    offsetMs = RECONCILE_AFTER_MS + 60_000;
    await reconcile();
    expect(await paymentOf(paid)).toMatchObject({ status: 'success' });
    expect((await orderOf(paid))?.paidAt).not.toBeNull();
    expect(await paymentOf(abandoned)).toMatchObject({ status: 'failed', failureReason: 'expired' });
    expect(stripe.intents.get(abandonedRef)?.status).toBe('canceled');
    // The abandoned order may open a new checkout: a new PaymentIntent.
    const reopened = await checkout(abandoned);
    expect(reopened.body.client_secret).not.toContain(abandonedRef);
  });

  it('a Stripe outage answers 503, never a 5xx crash; the next visit works', async () => {
    const uuid = await newOrder();
    // The SDK retries once: two failures make one whole call fail.
    stripe.failNext(2);
    expect((await checkout(uuid)).status).toBe(503);
    expect((await checkout(uuid)).body).toMatchObject({ provider: 'stripe' });
  });

  describe('refunds approved by staff (admin API)', () => {
    const refund = (uuid: string, token = ADMIN_TOKEN) =>
      t.request(`/api/admin/orders/${uuid}/refund`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });

    it('gives the fee back through Stripe once and stores the refund’s state', async () => {
      const uuid = await newOrder();
      await checkout(uuid);
      const ref = (await paymentOf(uuid))?.providerRef ?? '';
      cardSucceeds(ref);
      await notify('payment_intent.succeeded', ref);
      const first = await refund(uuid);
      expect(first).toMatchObject({
        status: 200,
        body: { refund_status: 'succeeded', refund_ref: expect.stringMatching(/^re_/) },
      });
      const again = await refund(uuid);
      expect(again.body).toEqual(first.body);
      expect(stripe.refunds.filter((row) => row.payment_intent === ref)).toHaveLength(1);
      const payment = await paymentOf(uuid);
      expect(payment).toMatchObject({ refundStatus: 'succeeded', refundAmountRon: payment?.amountRon });
      expect(stripe.refunds.find((row) => row.payment_intent === ref)?.amount).toBe(
        Math.round((payment?.amountRon ?? 0) * 100),
      );
    });

    it('401 without the token, 404 for an unknown order, 409 for an unpaid one', async () => {
      const uuid = await newOrder();
      expect((await refund(uuid, 'wrong')).status).toBe(401);
      expect((await refund('00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await refund(uuid)).status).toBe(409);
    });
  });
});

import Stripe from 'stripe';
import { ForgedNotification } from './provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { type FakeStripe, intentEvent, startFakeStripe } from './testing/fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
/** The SDK's own helpers, as Stripe's documentation shows them for testing webhooks. */
const sdk = new Stripe('sk_test_helper');
const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('the Stripe provider against a local Stripe API', () => {
  let stripe: FakeStripe;
  let provider: ReturnType<typeof createStripeProvider>;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = createStripeProvider({
      secretKey: 'sk_test_key',
      publishableKey: 'pk_test_key',
      webhookSecret: WEBHOOK_SECRET,
      api: stripe.api,
    });
  });
  afterAll(() => stripe.close());

  const create = (idempotencyKey: string) =>
    provider.createPayment({
      paymentId: '00000000-0000-4000-8000-000000000001',
      orderUuid: '00000000-0000-4000-8000-000000000002',
      amountBani: 123_450,
      idempotencyKey,
    });

  it('creates a PaymentIntent in RON bani with our idempotency key and metadata', async () => {
    const { providerRef } = await create('order-a:token-a');
    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order-a:token-a',
    });
    expect(request?.form.get('amount')).toBe('123450');
    expect(request?.form.get('currency')).toBe('ron');
    expect(request?.form.get('metadata[order_uuid]')).toBe('00000000-0000-4000-8000-000000000002');
    expect(stripe.intents.get(providerRef ?? '')).toMatchObject({ amount: 123_450, currency: 'ron' });
  });

  it('a retried create with the same key answers the same PaymentIntent', async () => {
    const first = await create('order-b:token-b');
    const again = await create('order-b:token-b');
    expect(again.providerRef).toBe(first.providerRef);
  });

  it('gives the widget the publishable key and the intent’s client secret', async () => {
    const { providerRef } = await create('order-c:token-c');
    expect(await provider.widgetParams(providerRef)).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_key',
      client_secret: `${providerRef}_secret_fake`,
    });
  });

  it.each([
    ['requires_payment_method', null, 'pending'],
    ['requires_action', null, 'pending'],
    ['processing', null, 'pending'],
    ['requires_payment_method', { code: 'card_declined' }, 'failed'],
    ['succeeded', null, 'succeeded'],
    ['canceled', null, 'canceled'],
  ] as const)('reads status %s (error %o) as %s', async (status, lastError, expected) => {
    const { providerRef } = await create(`status:${status}:${String(lastError?.code)}`);
    stripe.setIntent(providerRef ?? '', { status, last_payment_error: lastError });
    expect(await provider.retrieve(providerRef ?? '')).toBe(expected);
  });

  it('refunds in full with the refund key; a retry answers the same refund', async () => {
    const { providerRef } = await create('order-d:token-d');
    stripe.setIntent(providerRef ?? '', { status: 'succeeded' });
    const refund = { providerRef, amountBani: 123_450, idempotencyKey: 'refund:order-d:token-d' };
    const first = await provider.refund(refund);
    const again = await provider.refund(refund);
    expect(first).toEqual({ refundRef: expect.stringMatching(/^re_/), state: 'succeeded' });
    expect(again).toEqual(first);
    expect(stripe.refunds.filter((row) => row.payment_intent === providerRef)).toHaveLength(1);
  });

  it('is in test mode with a test key only', () => {
    expect(provider.testMode).toBe(true);
    expect(
      createStripeProvider({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: 'whsec_x' })
        .testMode,
    ).toBe(false);
  });

  describe('notifications', () => {
    const intent = { id: 'pi_123', object: 'payment_intent', status: 'succeeded' };

    it.each([
      ['payment_intent.succeeded', 'succeeded'],
      ['payment_intent.payment_failed', 'failed'],
    ] as const)('reads a signed %s', (type, outcome) => {
      const payload = intentEvent(type, intent, 'evt_1');
      expect(provider.verifyNotification(payload, signed(payload))).toEqual({
        id: 'evt_1',
        providerRef: 'pi_123',
        outcome,
      });
    });

    it('ignores a signed event about something else', () => {
      const payload = intentEvent('payment_intent.created', intent, 'evt_2');
      expect(provider.verifyNotification(payload, signed(payload))).toBeNull();
    });

    it.each([
      ['signed with another secret', (payload: string) => [payload, signed(payload, 'whsec_other')]],
      ['without a signature', (payload: string) => [payload, undefined]],
      [
        'tampered after signing',
        (payload: string) => [payload.replace('"succeeded"', '"canceled"'), signed(payload)],
      ],
      [
        're-serialised after signing',
        (payload: string) => [JSON.stringify(JSON.parse(payload), null, 2), signed(payload)],
      ],
      [
        'signed more than five minutes ago (a replay)',
        (payload: string) => [payload, signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
      ],
    ] as const)('refuses an event %s', (_case, forge) => {
      const [body, signature] = forge(intentEvent('payment_intent.succeeded', intent, 'evt_3'));
      expect(() => provider.verifyNotification(body as string, signature)).toThrow(ForgedNotification);
    });
  });
});

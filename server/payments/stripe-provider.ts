/**
 * Stripe through its official SDK. The card is typed in Stripe's Payment Element (its iframe, on
 * the payment page only), so no card data reaches the shop (PCI DSS SAQ A); 3-D Secure is Stripe's.
 * Amounts are RON bani. Every create and refund carries our idempotency key, so a retry answers
 * the first call's object instead of charging or refunding twice. Notifications are checked with
 * the SDK's own signature verification (STRIPE_WEBHOOK_SECRET); anything else is forged.
 */
import Stripe from 'stripe';
import {
  ForgedNotification,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPaymentState,
  type RefundState,
} from './provider.ts';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its calls; tests point it at a local server (host, port, protocol). */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** Stripe's PaymentIntent states, as the shop reads them. */
function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'canceled') return 'canceled';
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'failed';
  return 'pending';
}

function refundStateOf(status: string | null): RefundState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

const EVENT_OUTCOMES: Record<string, ProviderEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    // Our own retries (the shopper's reload, the reconciliation job) use the same idempotency key.
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'autoabonament-shop' },
  });
  const clientSecretOf = async (providerRef: string) => {
    const intent = await stripe.paymentIntents.retrieve(providerRef);
    if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${providerRef}`);
    return intent.client_secret;
  };
  return {
    name: 'stripe',
    testMode: config.secretKey.includes('_test_'),
    async createPayment({ paymentId, orderUuid, amountBani, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountBani,
          currency: 'ron',
          automatic_payment_methods: { enabled: true },
          metadata: { order_uuid: orderUuid, payment_id: paymentId },
        },
        { idempotencyKey },
      );
      return { providerRef: intent.id };
    },
    async widgetParams(providerRef) {
      if (!providerRef) throw new Error('a Stripe payment without its PaymentIntent');
      return {
        provider: 'stripe',
        publishable_key: config.publishableKey,
        client_secret: await clientSecretOf(providerRef),
      };
    },
    retrieve: async (providerRef) => stateOf(await stripe.paymentIntents.retrieve(providerRef)),
    async cancel(providerRef) {
      await stripe.paymentIntents.cancel(providerRef);
    },
    verifyNotification(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (error) {
        throw new ForgedNotification(error instanceof Error ? error.message : 'bad signature');
      }
      const outcome = EVENT_OUTCOMES[event.type];
      if (!outcome) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return { id: event.id, providerRef: intent.id, outcome };
    },
    async refund({ providerRef, amountBani, idempotencyKey }) {
      if (!providerRef) throw new Error('a Stripe refund without its PaymentIntent');
      const refund = await stripe.refunds.create(
        { payment_intent: providerRef, amount: amountBani },
        { idempotencyKey },
      );
      return { refundRef: refund.id, state: refundStateOf(refund.status) };
    },
  };
}

/**
 * POST /webhooks/payments: the card provider's notifications (Stripe: register this URL for
 * `payment_intent.succeeded` and `payment_intent.payment_failed`). The raw body is checked with the
 * provider's own signature verification before anything is read from it: 400 when it does not
 * verify, 200 once applied, for a replay (applied before, nothing changes) and for an event about
 * something else (so the provider stops resending it).
 */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyLimitOf } from '../../http/request-body.ts';
import { ForgedNotification, type PaymentProvider } from '../../payments/provider.ts';
import { type OrderRouteDeps, siteOriginOf } from '../client-order/order-deps.ts';
import { processNotification } from './provider-checkout.ts';

/** The header each provider signs its notifications in. */
const SIGNATURE_HEADERS: Record<PaymentProvider['name'], string> = {
  sandbox: 'x-sandbox-signature',
  stripe: 'stripe-signature',
};

export function paymentWebhookRoutes(deps: OrderRouteDeps, provider: PaymentProvider): Hono {
  const app = new Hono();
  app.post('/webhooks/payments', bodyLimitOf(BODY_LIMITS.providerEvent), async (c) => {
    // The signature covers the exact bytes: read them as sent, never a re-serialised JSON.
    const raw = await c.req.text();
    let event: ReturnType<PaymentProvider['verifyNotification']>;
    try {
      event = provider.verifyNotification(raw, c.req.header(SIGNATURE_HEADERS[provider.name]));
    } catch (error) {
      if (error instanceof ForgedNotification)
        throw new ApiError(400, roPublicApi.paymentNotificationRefused);
      throw error;
    }
    c.header('Cache-Control', 'no-store');
    if (!event) return c.json({ received: true, outcome: 'ignored' });
    const outcome = await processNotification(deps, provider, event, siteOriginOf(deps, c));
    return c.json({ received: true, outcome });
  });
  return app;
}

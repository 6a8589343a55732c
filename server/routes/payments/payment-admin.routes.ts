/**
 * POST /admin/orders/{uuid}/refund (a credit officer's or admin's session, or ADMIN_TOKEN, through
 * the admin door: staff-guard.ts): staff approved giving back the order's
 * card-paid fee; it goes back through the provider that took it, once (refunds.ts). 200 with the
 * refund's state; 404 for an unknown order; 409 when the order has no successful card payment or
 * was paid through another provider than the one configured now.
 */
import { Hono } from 'hono';
import { roAdminApi } from '../../../src/i18n/ro.ts';
import { ApiError } from '../../http/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { type OrderRouteDeps, orderNotFound } from '../client-order/order-deps.ts';
import { refundPayment } from './refunds.ts';

export function paymentAdminRoutes(deps: OrderRouteDeps, provider: PaymentProvider): Hono {
  const app = new Hono();
  app.post('/orders/:uuid/refund', async (c) => {
    const outcome = await refundPayment(deps, provider, c.req.param('uuid'));
    if (outcome.kind === 'not_found') throw orderNotFound();
    if (outcome.kind === 'not_paid') throw new ApiError(409, roAdminApi.refundNotPaid);
    if (outcome.kind === 'other_provider') throw new ApiError(409, roAdminApi.refundOtherProvider);
    return c.json({
      payment_id: outcome.paymentId,
      refund_status: outcome.state,
      refund_ref: outcome.refundRef,
      amount_ron: outcome.amountRon,
    });
  });
  return app;
}

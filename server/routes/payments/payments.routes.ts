/**
 * GET /payments?order_code= → `{token}`: the open checkout's token, or `{token: "invalid"}` when the
 * order cannot be paid (the spec's "checkout token or 'invalid'"), or `{token: "unavailable"}` when
 * there is no card provider (the payment sandbox is off): the site then says online payment is
 * momentarily unavailable instead of loading a widget that is not there. A reload reuses the open token.
 * GET /payments/complete?id= → `{payment_status}` ('pending' | 'challenge' | 'success' | 'failed');
 * 404 for an unknown id.
 */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { notFound } from '../../http/errors.ts';
import { paymentStatus } from '../../sandbox/payment.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import { checkoutToken, INVALID_CHECKOUT, PAYMENTS_UNAVAILABLE, paymentDeps } from './payment-service.ts';

async function tokenFor(deps: OrderRouteDeps, orderCode: string): Promise<string> {
  if (!deps.paymentsOnline) return PAYMENTS_UNAVAILABLE;
  return orderCode ? checkoutToken(deps, orderCode) : INVALID_CHECKOUT;
}

export function paymentsRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.get('/payments', async (c) => {
    const orderCode = c.req.query('order_code') ?? '';
    const token = await tokenFor(deps, orderCode);
    c.header('Cache-Control', 'no-store');
    return c.json({ token });
  });
  app.get('/payments/complete', async (c) => {
    const status = await paymentStatus(paymentDeps(deps).repo, c.req.query('id') ?? '');
    if (!status) throw notFound(roPublicApi.paymentNotFound);
    c.header('Cache-Control', 'no-store');
    return c.json({ payment_status: status });
  });
  return app;
}

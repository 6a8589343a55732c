/**
 * GET /payments?order_code= → `{token}`: the open checkout's token, or `{token: "invalid"}` when the
 * order cannot be paid (the spec's "checkout token or 'invalid'"), or `{token: "unavailable"}` when
 * there is no card provider (the payment sandbox is off): the site then says online payment is
 * momentarily unavailable instead of loading a widget that is not there. A reload reuses the open token.
 * When another paid order reserved the car, `reason: "car_reserved"` and a Romanian `message` say so.
 * GET /payments/complete?id= → `{payment_status}` ('pending' | 'challenge' | 'success' | 'failed');
 * a payment declined because the car was reserved meanwhile adds the same reason and message.
 * 404 for an unknown id.
 */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { notFound } from '../../http/errors.ts';
import type { Payment } from '../../sandbox/payment.ts';
import type { OrderRouteDeps } from '../client-order/order-deps.ts';
import {
  type CheckoutAnswer,
  checkoutToken,
  INVALID_CHECKOUT,
  PAYMENTS_UNAVAILABLE,
  paymentDeps,
} from './payment-service.ts';

async function checkoutAnswer(deps: OrderRouteDeps, orderCode: string): Promise<CheckoutAnswer> {
  if (!deps.paymentsOnline) return { token: PAYMENTS_UNAVAILABLE };
  return orderCode ? checkoutToken(deps, orderCode) : { token: INVALID_CHECKOUT };
}

export function paymentsRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.get('/payments', async (c) => {
    const orderCode = c.req.query('order_code') ?? '';
    const answer = await checkoutAnswer(deps, orderCode);
    c.header('Cache-Control', 'no-store');
    return c.json('reason' in answer ? { ...answer, message: roPublicApi.carAlreadyReserved } : answer);
  });
  app.get('/payments/complete', async (c) => {
    const payment = await paymentDeps(deps).repo.findById(c.req.query('id') ?? '');
    if (!payment) throw notFound(roPublicApi.paymentNotFound);
    c.header('Cache-Control', 'no-store');
    return c.json(statusBody(payment));
  });
  return app;
}

function statusBody(payment: Payment) {
  if (payment.failureReason !== 'car_reserved') return { payment_status: payment.status };
  return { payment_status: payment.status, reason: 'car_reserved', message: roPublicApi.carAlreadyReserved };
}

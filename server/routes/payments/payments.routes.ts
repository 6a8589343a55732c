/**
 * GET /payments?order_code= → `{token}`: the open checkout's token, or `{token: "invalid"}` when the
 * order cannot be paid (the spec's "checkout token or 'invalid'"), or `{token: "unavailable"}` when
 * there is no card provider (the payment sandbox is off): the site then says online payment is
 * momentarily unavailable instead of loading a widget that is not there. A reload reuses the open token.
 * An 'invalid' answer carries the `reason` and a Romanian `message`: `car_reserved` (another paid
 * order reserved the car), `paid`, `not_approved`, `not_signed` (a subscription's contract) or
 * `not_found`, so /plata says where the order stands.
 * GET /payments/complete?id= → `{payment_status}` ('pending' | 'challenge' | 'success' | 'failed');
 * a payment declined because the car was reserved meanwhile adds the same reason and message.
 * 404 for an unknown id. GET /payments/complete?order_code= (the result page reached without a
 * payment id) answers the order's state the same way: 'success' once paid, otherwise its latest
 * attempt's status, or 'none' before any attempt; 404 for an unknown order.
 */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { notFound } from '../../http/errors.ts';
import type { FailureReason } from '../../sandbox/payment.ts';
import { type OrderRouteDeps, orderNotFound } from '../client-order/order-deps.ts';
import {
  type CheckoutAnswer,
  checkoutToken,
  INVALID_CHECKOUT,
  orderPaymentState,
  PAYMENTS_UNAVAILABLE,
  paymentDeps,
} from './payment-service.ts';

async function checkoutAnswer(deps: OrderRouteDeps, orderCode: string): Promise<CheckoutAnswer> {
  if (!deps.paymentsOnline) return { token: PAYMENTS_UNAVAILABLE };
  return orderCode ? checkoutToken(deps, orderCode) : { token: INVALID_CHECKOUT, reason: 'not_found' };
}

export function paymentsRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.get('/payments', async (c) => {
    const orderCode = c.req.query('order_code') ?? '';
    const answer = await checkoutAnswer(deps, orderCode);
    c.header('Cache-Control', 'no-store');
    return c.json(
      'reason' in answer ? { ...answer, message: roPublicApi.checkoutRefusals[answer.reason] } : answer,
    );
  });
  app.get('/payments/complete', async (c) => {
    const id = c.req.query('id');
    const orderCode = c.req.query('order_code');
    c.header('Cache-Control', 'no-store');
    if (!id && orderCode) {
      const state = await orderPaymentState(deps, orderCode);
      if (!state) throw orderNotFound();
      return c.json(statusBody(state.status, state.failureReason));
    }
    const payment = await paymentDeps(deps).repo.findById(id ?? '');
    if (!payment) throw notFound(roPublicApi.paymentNotFound);
    return c.json(statusBody(payment.status, payment.failureReason));
  });
  return app;
}

function statusBody(status: string, failureReason: FailureReason | null) {
  if (failureReason !== 'car_reserved') return { payment_status: status };
  return { payment_status: status, reason: 'car_reserved', message: roPublicApi.carAlreadyReserved };
}

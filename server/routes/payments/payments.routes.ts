/**
 * GET /payments?order_code= → `{token, provider, …}`: the open checkout's token and what the
 * provider's widget needs (`provider: "sandbox"`, or `"stripe"` with `publishable_key` and
 * `client_secret`), or `{token: "invalid"}` when the order cannot be paid (the spec's "checkout
 * token or 'invalid'"), or `{token: "unavailable"}` when there is no card provider at all. A reload
 * reuses the open token (and the provider payment behind it).
 * An 'invalid' answer carries the `reason` and a Romanian `message`: `car_reserved` (another paid
 * order reserved the car), `paid`, `not_approved`, `not_signed` (a subscription's contract) or
 * `not_found`, so /plata says where the order stands. A provider that cannot be reached: 503.
 * GET /payments/complete?id= → `{payment_status}` ('pending' | 'challenge' | 'success' | 'failed');
 * a payment still open at a real provider is first asked about there (provider-checkout.ts). A
 * payment declined because the car was reserved meanwhile adds the same reason and message.
 * 404 for an unknown id. GET /payments/complete?order_code= (the result page reached without a
 * payment id) answers the order's state the same way: 'success' once paid, otherwise its latest
 * attempt's status, or 'none' before any attempt; 404 for an unknown order.
 * POST /webhooks/payments: the provider's signed notifications (payment-webhook.routes.ts).
 */

import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { payments } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { findOrder } from '../../orders/order-repository.ts';
import type { RefundState } from '../../payments/provider.ts';
import type { FailureReason, Payment } from '../../sandbox/payment.ts';
import { type OrderRouteDeps, orderNotFound, siteOriginOf } from '../client-order/order-deps.ts';
import {
  type CheckoutAnswer,
  checkoutToken,
  INVALID_CHECKOUT,
  orderPaymentState,
  PAYMENTS_UNAVAILABLE,
  paymentDeps,
  refundOfRefused,
} from './payment-service.ts';
import { ProviderUnavailable, refreshFromProvider, widgetFor } from './provider-checkout.ts';

const notFoundAnswer: CheckoutAnswer = { token: INVALID_CHECKOUT, reason: 'not_found' };

async function checkoutAnswer(deps: OrderRouteDeps, orderCode: string): Promise<CheckoutAnswer> {
  // An unknown order is the spec's 'invalid' whether or not a provider is configured.
  if (!orderCode || !(await findOrder(deps.db, orderCode))) return notFoundAnswer;
  if (!deps.paymentProvider) return { token: PAYMENTS_UNAVAILABLE };
  return checkoutToken(deps, orderCode);
}

async function checkoutBody(deps: OrderRouteDeps, answer: CheckoutAnswer) {
  if ('reason' in answer) return { ...answer, message: roPublicApi.checkoutRefusals[answer.reason] };
  if (!deps.paymentProvider || answer.token === PAYMENTS_UNAVAILABLE) return answer;
  try {
    return { ...answer, ...(await widgetFor(deps, deps.paymentProvider, answer.token)) };
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new ApiError(503, roPublicApi.paymentProviderUnavailable);
    throw error;
  }
}

async function paymentStatus(deps: OrderRouteDeps, c: Context, id: string) {
  const payment = await paymentDeps(deps).repo.findById(id);
  if (!payment) throw notFound(roPublicApi.paymentNotFound);
  const provider = deps.paymentProvider;
  if (!provider || provider.name !== payment.provider) return payment;
  // The provider's answer is verified (our server asked it); one it cannot give leaves 'pending'.
  return refreshFromProvider(deps, provider, payment, siteOriginOf(deps, c)).catch(() => payment);
}

export function paymentsRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.get('/payments', async (c) => {
    const orderCode = c.req.query('order_code') ?? '';
    const answer = await checkoutAnswer(deps, orderCode);
    c.header('Cache-Control', 'no-store');
    return c.json(await checkoutBody(deps, answer));
  });
  app.get('/payments/complete', async (c) => {
    const id = c.req.query('id');
    const orderCode = c.req.query('order_code');
    c.header('Cache-Control', 'no-store');
    if (!id && orderCode) {
      const state = await orderPaymentState(deps, orderCode);
      if (!state) throw orderNotFound();
      return c.json(statusBody(state));
    }
    const payment = await paymentStatus(deps, c, id ?? '');
    return c.json(statusBody({ ...payment, refundStatus: await refundStatusOf(deps, payment) }));
  });
  return app;
}

/** The refund of a payment refused after the provider took the money (read only for those). */
async function refundStatusOf(deps: OrderRouteDeps, payment: Payment): Promise<RefundState | null> {
  if (!refundOfRefused(payment)) return null;
  const [row] = await deps.db
    .select({ refundStatus: payments.refundStatus })
    .from(payments)
    .where(eq(payments.id, payment.id));
  return refundOfRefused({ ...payment, refundStatus: row?.refundStatus });
}

function statusBody(state: {
  status: string;
  failureReason: FailureReason | null;
  refundStatus: RefundState | null;
}) {
  const { status, failureReason, refundStatus } = state;
  if (failureReason !== 'car_reserved') return { payment_status: status };
  if (!refundStatus)
    return { payment_status: status, reason: 'car_reserved', message: roPublicApi.carAlreadyReserved };
  return {
    payment_status: status,
    reason: 'car_reserved',
    refund: refundStatus,
    message: roPublicApi.carReservedRefunded,
  };
}

/**
 * The card payment provider's pages (sandboxPaths): the widget script, the card form inside the
 * widget's frame (framable only by the shop origin, CSP frame-ancestors), the charge, and the
 * 3-D Secure challenge. Plain HTML form posts; the result page tells the shop via postMessage.
 */
import { type Context, Hono } from 'hono';
import { parseOrigin, sandboxPaths } from '../../../src/domain/site/sandbox-paths.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, formBody } from '../../http/request-body.ts';
import { type CardInput, fieldsToKeep } from '../../sandbox/cards.ts';
import { type ChargeResult, charge, type Payment, resolveChallenge } from '../../sandbox/payment.ts';
import {
  type PaymentPageContext,
  renderCardFormPage,
  renderChallengePage,
  renderPaymentResultPage,
} from '../../sandbox/widget/payment-pages.ts';
import { paymentWidgetScript } from '../../sandbox/widget/widget-script.ts';
import { type OrderRouteDeps, requestOrigin, siteOriginOf } from '../client-order/order-deps.ts';
import { paymentDeps, settleCharge } from '../payments/payment-service.ts';

function framedHtml(c: Context, origin: string, html: string, status: 200 | 400 = 200): Response {
  c.header('Content-Security-Policy', `frame-ancestors ${origin}`);
  c.header('Cache-Control', 'no-store');
  return c.html(html, status);
}

const pageContext = (payment: Payment, origin: string): PaymentPageContext => ({
  token: payment.token,
  parentOrigin: origin,
  amountRon: payment.amountRon,
  amountEur: payment.amountEur,
});

function pageFor(c: Context, origin: string, result: ChargeResult): Response {
  if (result.kind === 'invalid_token')
    return framedHtml(c, origin, renderPaymentResultPage(origin, 'invalid', null));
  const ctx = pageContext(result.payment, origin);
  if (result.kind === 'card_errors')
    return framedHtml(c, origin, renderCardFormPage(ctx, { errors: result.fields }));
  const { payment } = result;
  if (payment.status === 'pending') return framedHtml(c, origin, renderCardFormPage(ctx));
  if (payment.status === 'challenge')
    return framedHtml(c, origin, renderChallengePage(ctx, payment.cardLast4 ?? ''));
  return framedHtml(
    c,
    origin,
    renderPaymentResultPage(origin, payment.status, payment.id, payment.failureReason),
  );
}

export function paymentSandboxRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  /** The shop origin the page may talk to, or null when it is malformed or not an allowed shop. */
  const shopOrigin = (c: Context, value: string | undefined): string | null => {
    const origin = parseOrigin(value);
    if (!origin) return null;
    return deps.frameOrigins.includes(origin) || origin === requestOrigin(c) ? origin : null;
  };
  const badOrigin = (c: Context) => c.text('Bad origin', 400);
  const form = async (c: Context) => {
    const body = await formBody(c);
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    return { field, origin: shopOrigin(c, field('origin')) };
  };

  app.get(sandboxPaths.widget, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(paymentWidgetScript(requestOrigin(c)));
  });
  app.get(sandboxPaths.form, async (c) => {
    const origin = shopOrigin(c, c.req.query('origin'));
    if (!origin) return badOrigin(c);
    const payment = await paymentDeps(deps).repo.findByToken(c.req.query('token') ?? '');
    if (!payment) return pageFor(c, origin, { kind: 'invalid_token' });
    return pageFor(c, origin, { kind: 'payment', payment, newlyCharged: false });
  });
  app.post(sandboxPaths.charge, bodyLimitOf(BODY_LIMITS.small), async (c) => {
    const { field, origin } = await form(c);
    if (!origin) return badOrigin(c);
    const card: CardInput = { number: field('number'), expiry: field('expiry'), cvc: field('cvc') };
    const result = await charge(paymentDeps(deps), field('token'), card);
    await settleCharge(deps, result, siteOriginOf(deps, c));
    if (result.kind === 'card_errors') {
      const ctx = pageContext(result.payment, origin);
      const state = { errors: result.fields, ...fieldsToKeep(card, result.fields) };
      return framedHtml(c, origin, renderCardFormPage(ctx, state));
    }
    return pageFor(c, origin, result);
  });
  app.post(sandboxPaths.challenge, bodyLimitOf(BODY_LIMITS.small), async (c) => {
    const { field, origin } = await form(c);
    if (!origin) return badOrigin(c);
    const result = await resolveChallenge(paymentDeps(deps), field('token'), field('decision') === 'approve');
    await settleCharge(deps, result, siteOriginOf(deps, c));
    return pageFor(c, origin, result);
  });
  return app;
}

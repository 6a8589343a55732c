/**
 * The customer's order page API (issue 32):
 * - GET /order-status/{token}: the page's answer (src/domain/order/order-page.ts); 404 for an
 *   unknown or malformed token, with no data.
 * - GET /order-status/{token}/contract: the signed subscription contract as a PDF; 404 otherwise.
 * - POST /order-status/resend `{ email }`: 202 always (whether or not the address placed orders);
 *   the address gets the links of its orders. Rate-limited in the `forms` group.
 * Nothing is cached: the page shows the order's state now.
 */
import { Hono } from 'hono';
import { orderLinkResendSchema } from '../../../src/domain/forms/order-link-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { contractFileName, generateOrderContractPdf } from '../../sandbox/contract-pdf.ts';
import { type OrderRouteDeps, siteOriginOf } from '../client-order/order-deps.ts';
import { contractDay, orderByToken, orderPage, resendOrderLinks } from './order-page.handlers.ts';

const notFound = () => new ApiError(404, ro.orderPage.notFound);

export function orderPageRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.use('/order-status/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.post('/order-status/resend', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const { email } = parseOr422(orderLinkResendSchema, await jsonBody(c));
    await resendOrderLinks(deps, email, siteOriginOf(deps, c));
    return c.json({ message: ro.orderPage.resendDone }, 202);
  });
  app.get('/order-status/:token', async (c) => {
    const found = await orderByToken(deps, c.req.param('token'));
    if (!found) throw notFound();
    return c.json(await orderPage(deps, found));
  });
  app.get('/order-status/:token/contract', async (c) => {
    const found = await orderByToken(deps, c.req.param('token'));
    const day = found ? await contractDay(deps, found.order) : null;
    if (!found || day === null) throw notFound();
    const pdf = await generateOrderContractPdf(found, deps.eurRonRate, day);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${contractFileName(found.order.uuid)}"`,
    });
  });
  return app;
}

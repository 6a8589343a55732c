/**
 * The identification and e-signing sandbox (the order's dochub_url): GET shows the page for the
 * order's state, POST applies the button's action and either shows the next page or sends the
 * shopper back to the shop's /rezolutie/{uuid}?status=<marker>; the contract PDF has the order's
 * figures. Only an approved subscription that gave its consent has a link.
 */
import { type Context, Hono } from 'hono';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, formBody } from '../../http/request-body.ts';
import { findOrder, type OrderWithCar, updateOrder } from '../../orders/order-repository.ts';
import { contractFileName, generateOrderContractPdf } from '../../sandbox/contract-pdf.ts';
import { renderPage } from '../../sandbox/html.ts';
import {
  applyIdentificationAction,
  isIdentificationAction,
  resolutionUrl,
} from '../../sandbox/identification.ts';
import { renderIdentificationPage } from '../../sandbox/identification-pages.ts';
import { sandboxText } from '../../sandbox/text.ts';
import { type OrderRouteDeps, siteOriginOf } from '../client-order/order-deps.ts';

const PATH = '/sandbox/identification/:uuid';

export function identificationRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  const load = async (uuid: string): Promise<OrderWithCar | null> => {
    const found = await findOrder(deps.db, uuid);
    return found?.order.dochubUrl ? found : null;
  };
  const notAvailable = (c: Context) =>
    c.html(
      renderPage({ title: sandboxText.identificationTitle, body: `<p>${sandboxText.notAvailable}</p>` }),
      404,
    );
  const page = (c: Context, found: OrderWithCar, consentMissing = false) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderIdentificationPage({
        orderUuid: found.order.uuid,
        productName: found.car.productName,
        status: found.order.identificationStatus,
        returnUrl: (marker) => resolutionUrl(siteOriginOf(deps, c), found.order.uuid, marker),
        consentMissing,
      }),
      consentMissing ? 422 : 200,
    );
  };

  app.get(PATH, async (c) => {
    const found = await load(c.req.param('uuid'));
    return found ? page(c, found) : notAvailable(c);
  });
  app.post(PATH, bodyLimitOf(BODY_LIMITS.small), async (c) => {
    const found = await load(c.req.param('uuid'));
    if (!found) return notAvailable(c);
    const body = await formBody(c);
    const action = body.action;
    if (!isIdentificationAction(action)) return page(c, found);
    if (action === 'consent' && body.consent !== '1') return page(c, found, true);
    const result = applyIdentificationAction(found.order.identificationStatus, action);
    if (!result.ok) return c.redirect(c.req.path, 303);
    await updateOrder(deps.db, found.order.uuid, { identificationStatus: result.to }, deps.now());
    if (result.marker)
      return c.redirect(resolutionUrl(siteOriginOf(deps, c), found.order.uuid, result.marker), 303);
    return c.redirect(c.req.path, 303);
  });
  app.get(`${PATH}/contract.pdf`, async (c) => {
    const found = await load(c.req.param('uuid'));
    if (!found) return notAvailable(c);
    const pdf = await generateOrderContractPdf(found, deps.eurRonRate, deps.today());
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="${contractFileName(found.order.uuid)}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(new Uint8Array(pdf));
  });
  return app;
}

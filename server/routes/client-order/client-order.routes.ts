/**
 * The order API of the approval wizard (contract for the site; see docs/decision-engine.md):
 * POST /client-order → 201 "<uuid>" (a JSON string: the spec's "response body is the order uuid"),
 * 200 with the same uuid for a resend with the same Idempotency-Key header (and body; the key on
 * another body is 422);
 * GET /client-order/:uuid → the order as read back; PUT /client-order/:uuid → 200 read-back without
 * payment_info;
 * POST /client-order/request-contact → {contact_requested: true}; POST /client-order/delivery →
 * the stored delivery; POST /client-order/:uuid/review → the human review (201, a resend 200). Errors: 404/409/422 `{message, errors?}`.
 */
import { Hono } from 'hono';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { acceptsGzip, gzipParts, joinedParts } from '../../http/gzip-parts.ts';
import { bodyLimitOf } from '../../http/request-body.ts';
import { idempotencyKeyOf } from '../contact/idempotency-key.ts';
import { createOrder } from './create-order.ts';
import { jsonObject, type OrderRouteDeps, orderNotFound, requestOrigin, siteOriginOf } from './order-deps.ts';
import { requestContact, setDelivery } from './order-requests.ts';
import { readBackOf, readOrderParts } from './read-order.ts';
import { requestReview } from './review.ts';
import { updateClientOrder } from './update-order.ts';

const JSON_TYPE = { 'Content-Type': 'application/json' };

export function clientOrderRoutes(deps: OrderRouteDeps): Hono {
  const app = new Hono();
  app.use('/client-order/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  const orderLimit = bodyLimitOf(BODY_LIMITS.order);
  const formLimit = bodyLimitOf(BODY_LIMITS.form);
  app.post('/client-order', orderLimit, async (c) => {
    const body = await jsonObject(c);
    const key = idempotencyKeyOf(c, undefined);
    const { uuid, created } = await createOrder(deps, body, siteOriginOf(deps, c), key);
    return c.json(uuid, created ? 201 : 200);
  });
  app.post('/client-order/request-contact', formLimit, async (c) =>
    c.json(await requestContact(deps, await jsonObject(c))),
  );
  app.post('/client-order/delivery', formLimit, async (c) =>
    c.json(await setDelivery(deps, await jsonObject(c))),
  );
  app.post('/client-order/:uuid/review', formLimit, async (c) => {
    const { created, review } = await requestReview(
      deps,
      c.req.param('uuid'),
      await jsonObject(c),
      siteOriginOf(deps, c),
    );
    return c.json(review, created ? 201 : 200);
  });
  app.get('/client-order/:uuid', async (c) => {
    const parts = await readOrderParts(deps, c.req.param('uuid'));
    if (parts === null) throw orderNotFound();
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(c)) return c.body(joinedParts(parts) as Uint8Array<ArrayBuffer>, 200, JSON_TYPE);
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipParts(parts) as Uint8Array<ArrayBuffer>, 200, JSON_TYPE);
  });
  app.put('/client-order/:uuid', orderLimit, async (c) => {
    const updated = await updateClientOrder(deps, c.req.param('uuid'), await jsonObject(c), requestOrigin(c));
    return c.json(await readBackOf(deps, updated));
  });
  return app;
}

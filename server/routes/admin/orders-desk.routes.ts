/**
 * The operations desk's orders under /api/admin/orders (area "operations": admin and credit;
 * server/auth/roles.ts), issue 35:
 *
 * | Call                              | Body                  | Answer                                      |
 * | --------------------------------- | --------------------- | ------------------------------------------- |
 * | `GET /orders?…`                   |                       | the page, `Content-Range: orders a-b/total` |
 * | `GET /orders/export.csv?…`        |                       | the filtered list as CSV (audited export)   |
 * | `GET /orders/:uuid`               |                       | the order, its allowed actions, timeline    |
 * | `POST /orders/:uuid/handover`     | `{ date: yyyy-MM-dd }`| 200 `{ status }`; the customer is e-mailed  |
 * | `POST /orders/:uuid/delivered`    | `{}`                  | 200 `{ status }`; the customer is e-mailed  |
 * | `POST /orders/:uuid/cancel`       | `{ reason? }`         | 200 `{ status }`; car back to stock, e-mail |
 * | `POST /orders/:uuid/notes`        | `{ text }`            | 201 `{ id, at }`; staff only, never shown   |
 *
 * 404 unknown order, 409 an action the order's stage does not allow, 422 a refused field. Every
 * write and the export write their audit entry in the same transaction.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { todayIn } from '../../../src/domain/dates.ts';
import { handoverDateProblem } from '../../../src/domain/desk/order-desk.ts';
import { roOrderDesk } from '../../../src/i18n/ro/order-desk.ts';
import { fill } from '../../../src/i18n/ro.ts';
import { optionalString, requiredString } from '../../../src/lib/validation/rules.ts';
import { auditSourceOf, recordAudit } from '../../audit/audit-log.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import type { NotifyContentChange } from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/errors.ts';
import { jsonBody, parseOr422, refusedField } from '../../http/request-body.ts';
import {
  deskOrder,
  exportDeskOrdersCsv,
  listDeskOrders,
  orderListQuerySchema,
} from '../../orders/desk-orders.ts';
import { addOrderNote, changeOrderStatus, orderNotFound } from '../../orders/order-status.ts';
import { siteOrigin } from '../leads/site-origin.ts';

export interface OrdersDeskDeps {
  db: Database;
  now: () => Date;
  notify: NotifyContentChange;
  /** SITE_URL for the e-mails' links; unset: the request's allowed origin, else the server's own. */
  siteOrigin: string | null;
  allowedOrigins: readonly string[];
  trustedProxies: number;
}

const e = roOrderDesk.errors;
const NOTE_MAX = 2000;
const REASON_MAX = 500;

const handoverBody = v.strictObject({ date: v.string(e.handoverDate.invalid) });
const cancelBody = v.strictObject({ reason: v.optional(optionalString(REASON_MAX)) });
const noteBody = v.strictObject({ text: requiredString(e.noteRequired, NOTE_MAX) });
const emptyBody = v.strictObject({});

export function ordersDeskRoutes(deps: OrdersDeskDeps): Hono {
  const app = new Hono();
  const source = (c: Context) => auditSourceOf(c, staffOf(c), deps.trustedProxies);
  const origin = (c: Context) => siteOrigin(c, deps.siteOrigin ?? undefined, deps.allowedOrigins);
  const body = async <T extends v.GenericSchema>(c: Context, schema: T) =>
    parseOr422(schema, await jsonBody(c), invalidFields);

  app.get('/orders', async (c) => {
    const query = parseOr422(orderListQuerySchema, c.req.query(), invalidFields);
    const { items, total, offset } = await listDeskOrders(deps.db, query);
    c.header('Content-Range', `orders ${offset}-${offset + Math.max(0, items.length - 1)}/${total}`);
    return c.json(items);
  });

  app.get('/orders/export.csv', async (c) => {
    const query = parseOr422(orderListQuerySchema, c.req.query(), invalidFields);
    const now = deps.now();
    const { csv, rows } = await deps.db.transaction(async (tx) => {
      const exported = await exportDeskOrdersCsv(tx as unknown as Database, query);
      const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...filters } = query;
      await recordAudit(
        tx,
        source(c),
        { action: 'data.export', target: 'orders', after: { filters, rows: exported.rows } },
        now,
      );
      return exported;
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="${fill(roOrderDesk.csvFileName, { date: todayIn(now) })}"`,
    );
    c.header('X-Row-Count', String(rows));
    return c.body(csv);
  });

  app.get('/orders/:uuid', async (c) => {
    const order = await deskOrder(deps.db, c.req.param('uuid'));
    if (!order) throw orderNotFound();
    return c.json(order);
  });

  app.post('/orders/:uuid/handover', async (c) => {
    const { date } = await body(c, handoverBody);
    const problem = handoverDateProblem(date, todayIn(deps.now()));
    if (problem) throw refusedField('date', e.handoverDate[problem]);
    const change = { action: 'handover' as const, date };
    return c.json(await changeOrderStatus(deps, source(c), c.req.param('uuid'), change, origin(c)));
  });

  app.post('/orders/:uuid/delivered', async (c) => {
    await body(c, emptyBody);
    const change = { action: 'delivered' as const };
    return c.json(await changeOrderStatus(deps, source(c), c.req.param('uuid'), change, origin(c)));
  });

  app.post('/orders/:uuid/cancel', async (c) => {
    const { reason } = await body(c, cancelBody);
    const change = { action: 'cancel' as const, reason: reason || null };
    return c.json(await changeOrderStatus(deps, source(c), c.req.param('uuid'), change, origin(c)));
  });

  app.post('/orders/:uuid/notes', async (c) => {
    const { text } = await body(c, noteBody);
    return c.json(await addOrderNote(deps, source(c), c.req.param('uuid'), text), 201);
  });
  return app;
}

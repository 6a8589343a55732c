/**
 * "Jurnal de audit" (admins only, roles.ts): GET /audit lists entries newest first, filtered by
 * actor, action, target and a date range, a page at a time (Content-Range carries the total);
 * GET /audit/:id one entry with its records before and after. Reading is all there is: no route
 * changes or deletes an entry, and the database refuses it anyway (migration 0019's trigger).
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { roPrivacy } from '../../src/i18n/ro/privacy.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { invalidFields, notFound } from '../http/errors.ts';
import { parseId } from '../http/query.ts';
import { parseOr422 } from '../http/request-body.ts';
import { AUDIT_ACTIONS } from './audit-actions.ts';

const whole = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, roPrivacy.api.pageInvalid),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );

const day = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, roPrivacy.api.dateInvalid),
  v.check((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), roPrivacy.api.dateInvalid),
);
const text = v.pipe(v.string(), v.trim(), v.maxLength(254));

/** ?page=1&per_page=25&actor=…&action=…&target=…&from=yyyy-mm-dd&to=yyyy-mm-dd (react-admin's names). */
const listQuerySchema = v.object({
  page: v.optional(whole(1, 100_000), '1'),
  per_page: v.optional(whole(1, 100), '25'),
  actor: v.optional(text),
  action: v.optional(v.picklist(AUDIT_ACTIONS, roPrivacy.api.actionInvalid)),
  target: v.optional(text),
  from: v.optional(day),
  to: v.optional(day),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The day after `date` (yyyy-mm-dd), for an inclusive "until" (dates in UTC, as stored). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

export function auditRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/audit', async (c) => {
    const query = parseOr422(listQuerySchema, c.req.query(), invalidFields);
    const conditions: SQL[] = [];
    if (query.actor) conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.target) conditions.push(ilike(auditLog.target, `${escapeLike(query.target)}%`));
    if (query.from) conditions.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) conditions.push(lt(auditLog.at, dayAfter(query.to)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const offset = (query.page - 1) * query.per_page;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorEmail: auditLog.actorEmail,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          target: auditLog.target,
          addressClass: auditLog.addressClass,
        })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.per_page)
        .offset(offset),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const n = total?.n ?? 0;
    c.header('Content-Range', `audit ${offset}-${offset + Math.max(0, rows.length - 1)}/${n}`);
    return c.json(rows);
  });
  app.get('/audit/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'id');
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    if (!row) throw notFound(roPrivacy.api.auditEntryNotFound);
    return c.json(row);
  });
  return app;
}

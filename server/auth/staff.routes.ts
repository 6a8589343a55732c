/**
 * /api/admin/staff (admins only, roles.ts): the Utilizatori section of the back office. A list GET
 * answers with Content-Range, as react-admin's lists read it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import type { Database } from '../db/client.ts';
import { ApiError, invalidFields } from '../http/errors.ts';
import { jsonBody, parseOr422 } from '../http/request-body.ts';
import { STAFF_ROLES } from './roles.ts';
import { addStaff, changeStaff, findStaff, listStaff } from './staff-accounts.ts';

const roleSchema = v.picklist(STAFF_ROLES, roStaff.roleInvalid);
const createSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(1024)),
  role: roleSchema,
});
const changeSchema = v.object({
  role: v.optional(roleSchema),
  disabled: v.optional(v.boolean()),
  password: v.optional(v.pipe(v.string(), v.maxLength(1024))),
});

const idOf = (raw: string): number => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, roStaff.accountNotFound);
  return id;
};

export function staffRoutes(deps: { db: Database }): Hono {
  const { db } = deps;
  const app = new Hono();
  app.get('/', async (c) => {
    const rows = await listStaff(db);
    c.header('Content-Range', `staff 0-${Math.max(0, rows.length - 1)}/${rows.length}`);
    return c.json(rows);
  });
  app.get('/:id', async (c) => {
    const row = await findStaff(db, idOf(c.req.param('id')));
    if (!row) throw new ApiError(404, roStaff.accountNotFound);
    return c.json(row);
  });
  app.post('/', async (c) => {
    const input = parseOr422(createSchema, await jsonBody(c), invalidFields);
    return c.json(await addStaff(db, input), 201);
  });
  app.patch('/:id', async (c) => {
    const change = parseOr422(changeSchema, await jsonBody(c), invalidFields);
    return c.json(await changeStaff(db, idOf(c.req.param('id')), change));
  });
  return app;
}

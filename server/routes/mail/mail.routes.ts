/**
 * The embedded server's local mail page. Real e-mail is a bought provider; here every message lands
 * in the outbox table, and this is where a developer, a demo or a test reads it:
 * - `mailPageRoutes` (mounted at /sandbox/mail): HTML list, newest first, and one message per id;
 * - `outboxApiRoutes` (mounted under /api): GET /sandbox/outbox?to=&limit= as JSON for tests.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { listOutbox } from '../../mail/outbox.ts';
import { mailListPage, mailMessagePage } from './mail-page.ts';

export const MAIL_PAGE_PATH = '/sandbox/mail';
const MAX_LIMIT = 200;

function limitOf(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Math.min(Math.max(Number(raw), 1), MAX_LIMIT);
}

export function mailPageRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(mailListPage(await listOutbox(db, { limit: MAX_LIMIT }), MAIL_PAGE_PATH));
  });
  app.get('/:id{[0-9]+}', async (c) => {
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, Number(c.req.param('id'))))
      .limit(1);
    if (!row) return c.notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(mailMessagePage(row, MAIL_PAGE_PATH));
  });
  return app;
}

export function outboxApiRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    const limit = limitOf(c.req.query('limit'));
    const rows = await listOutbox(db, { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        html: row.html,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });
  return app;
}

/**
 * The embedded server's local mail page. Real e-mail is a bought provider; here every message lands
 * in the outbox table, and this is where a developer, a demo or a test reads it:
 * - `mailPageRoutes` (mounted at /sandbox/mail): HTML list, newest first, one message per id with
 *   its attachments (the SECCI of a financing order), each downloadable at /{id}/files/{fileId};
 * - `outboxApiRoutes` (mounted under /api): GET /sandbox/outbox?to=&limit= as JSON for tests.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { listAttachments, listOutbox, readAttachment } from '../../mail/outbox.ts';
import { attachmentPath, mailListPage, mailMessagePage } from './mail-page.ts';

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
    return c.html(mailMessagePage(row, await listAttachments(db, [row.id]), MAIL_PAGE_PATH));
  });
  app.get('/:id{[0-9]+}/files/:file{[0-9]+}', async (c) => {
    const file = await readAttachment(db, Number(c.req.param('id')), Number(c.req.param('file')));
    if (!file) return c.notFound();
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}

export function outboxApiRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    const limit = limitOf(c.req.query('limit'));
    const rows = await listOutbox(db, { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
    const files = await listAttachments(
      db,
      rows.map((row) => row.id),
    );
    c.header('Cache-Control', 'no-store');
    return c.json(
      rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        html: row.html,
        created_at: row.createdAt.toISOString(),
        attachments: files
          .filter((file) => file.outboxId === row.id)
          .map((file) => ({
            file_name: file.fileName,
            content_type: file.contentType,
            size: file.size,
            url: attachmentPath(MAIL_PAGE_PATH, file),
          })),
      })),
    );
  });
  return app;
}

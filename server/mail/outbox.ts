/**
 * The embedded server's mailer. Real e-mail is a provider the business buys; here every message is
 * written to the outbox table (its files to outbox_attachments), where the local mail page and the
 * tests read it. A provider replaces this by implementing the same `Mailer` signature.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { statementKeeper } from '../db/kept-queries.ts';
import { outbox, outboxAttachments } from '../db/schema.ts';
import type { DbContext } from '../orders/order-repository.ts';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Complete HTML body; callers escape user input (see escapeHtml). */
  html: string;
  attachments?: readonly MailAttachment[] | undefined;
  /** Extra headers, such as a newsletter's List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
}

export type Mailer = (message: MailMessage) => Promise<void>;

const columnList = (columns: readonly { name: string }[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

/**
 * The statement writing a message with `shape` files: a message and its files are written in one
 * statement (a data-modifying WITH), not a transaction: PGlite runs one transaction at a time, and
 * each of its statements queues behind every other request's, so under a crowd of new orders their
 * mail transactions formed a convoy in which the last order waited seconds (p99 11 s at 100
 * concurrent orders). Kept and prepared by name (one statement per file count), as every order
 * writes one with its SECCI.
 */
const writeMessage = statementKeeper<Record<string, unknown>>('outbox_message', (shape) => {
  const message = sql`insert into ${outbox} (${columnList([outbox.to, outbox.subject, outbox.html, outbox.headers])})
    values (${sql.placeholder('to')}, ${sql.placeholder('subject')}, ${sql.placeholder('html')}, ${sql.placeholder('headers')}::jsonb)`;
  const fileCount = Number(shape);
  if (fileCount === 0) return message;
  const files = Array.from(
    { length: fileCount },
    (_, index) =>
      sql`(${sql.placeholder(`name${index}`)}, ${sql.placeholder(`type${index}`)}, ${sql.placeholder(`size${index}`)}::integer, ${sql.placeholder(`content${index}`)})`,
  );
  return sql`
    with message as (${message} returning ${sql.identifier(outbox.id.name)} as id)
    insert into ${outboxAttachments} (${columnList([
      outboxAttachments.outboxId,
      outboxAttachments.fileName,
      outboxAttachments.contentType,
      outboxAttachments.size,
      outboxAttachments.contentBase64,
    ])})
    select message.id, file.name, file.type, file.size, file.content
    from message, (values ${sql.join(files, sql`, `)}) as file (name, type, size, content)`;
});

export function createOutboxMailer(db: DbContext): Mailer {
  return async ({ attachments = [], ...message }) => {
    const values: Record<string, unknown> = {
      to: message.to,
      subject: message.subject,
      html: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
    };
    attachments.forEach((file, index) => {
      values[`name${index}`] = file.fileName;
      values[`type${index}`] = file.contentType;
      values[`size${index}`] = file.content.byteLength;
      values[`content${index}`] = Buffer.from(file.content).toString('base64');
    });
    await writeMessage(db, String(attachments.length), values);
  };
}

export interface AttachmentInfo {
  id: number;
  outboxId: number;
  fileName: string;
  contentType: string;
  /** Bytes of the file (not of its base64 text). */
  size: number;
}

/** The files of these messages, without their content (lists stay small). */
export async function listAttachments(db: Database, outboxIds: readonly number[]): Promise<AttachmentInfo[]> {
  if (outboxIds.length === 0) return [];
  return db
    .select({
      id: outboxAttachments.id,
      outboxId: outboxAttachments.outboxId,
      fileName: outboxAttachments.fileName,
      contentType: outboxAttachments.contentType,
      size: outboxAttachments.size,
    })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.outboxId, [...outboxIds]))
    .orderBy(asc(outboxAttachments.id));
}

/** One file with its content, or null for an unknown id of this message. */
export async function readAttachment(
  db: Database,
  outboxId: number,
  id: number,
): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null> {
  const [row] = await db
    .select()
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.id, id), eq(outboxAttachments.outboxId, outboxId)))
    .limit(1);
  if (!row) return null;
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    content: new Uint8Array(Buffer.from(row.contentBase64, 'base64')),
  };
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}) {
  const query = db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 50);
  return options.to ? query.where(eq(outbox.to, options.to)) : query;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** @example escapeHtml('<b>Ion & Co</b>') // '&lt;b&gt;Ion &amp; Co&lt;/b&gt;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

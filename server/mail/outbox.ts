/**
 * The embedded server's mailer. Real e-mail is a provider the business buys; here every message is
 * written to the outbox table (its files to outbox_attachments), where the local mail page and the
 * tests read it. A provider replaces this by implementing the same `Mailer` signature.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox, outboxAttachments } from '../db/schema.ts';

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
}

export type Mailer = (message: MailMessage) => Promise<void>;

export function createOutboxMailer(db: Database): Mailer {
  return async ({ attachments = [], ...message }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(outbox).values(message).returning({ id: outbox.id });
      if (!row || attachments.length === 0) return;
      await tx.insert(outboxAttachments).values(
        attachments.map((file) => ({
          outboxId: row.id,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.content.byteLength,
          contentBase64: Buffer.from(file.content).toString('base64'),
        })),
      );
    });
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

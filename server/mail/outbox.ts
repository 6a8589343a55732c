/**
 * The embedded server's mailer. Real e-mail is a provider the business buys; here every message is
 * written to the outbox table, where the local mail page and the tests read it. A provider replaces
 * this by implementing the same `Mailer` signature.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Complete HTML body; callers escape user input (see escapeHtml). */
  html: string;
}

export type Mailer = (message: MailMessage) => Promise<void>;

export function createOutboxMailer(db: Database): Mailer {
  return async (message) => {
    await db.insert(outbox).values(message);
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

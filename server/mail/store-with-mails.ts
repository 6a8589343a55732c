/**
 * The outbox pattern for leads: the lead's row and the e-mails it causes (the business inbox's
 * notification, the shopper's acknowledgement) commit in one transaction, so a stored lead always
 * has its messages in the outbox and a lead that failed to store sends nothing. A mail provider
 * later sends from the outbox table; nothing here talks to one.
 */
import type { Database } from '../db/client.ts';
import { businessInboxOf } from '../routes/settings/settings.handlers.ts';
import { createOutboxMailer, type MailMessage } from './outbox.ts';

/**
 * Runs `store` and writes what `mails` answers for its result to the outbox, in one transaction.
 * `mails` gets the business inbox (the `business_inbox` setting, else `fallbackInbox`); it answers
 * no messages for a result that stored nothing new (a resend).
 */
export async function storeWithMails<T>(
  db: Database,
  fallbackInbox: string,
  store: (tx: Database) => Promise<T>,
  mails: (stored: T, businessInbox: string) => readonly MailMessage[],
): Promise<T> {
  return db.transaction(async (tx) => {
    // A transaction offers the same query API as the database it came from.
    const scoped = tx as unknown as Database;
    const stored = await store(scoped);
    const messages = mails(stored, await businessInboxOf(scoped, fallbackInbox));
    const write = createOutboxMailer(scoped);
    for (const message of messages) await write(message);
    return stored;
  });
}

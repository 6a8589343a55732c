/**
 * Stores contact messages once per idempotency key (a retried send is not a second message); a
 * stored message notifies the business inbox and acknowledges the sender in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { ContactMessage } from '../../../src/domain/forms/contact-schema.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { storeWithMails } from '../../mail/store-with-mails.ts';
import { contactMails } from '../../mail/templates/lead-mails.ts';

export type StoreOutcome = 'created' | 'duplicate';

export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  idempotencyKey: string | undefined,
  businessInbox: string,
): Promise<StoreOutcome> {
  return storeWithMails(
    db,
    businessInbox,
    async (tx): Promise<StoreOutcome> => {
      // ON CONFLICT DO NOTHING: two retries racing each other still leave one row.
      const inserted = await tx
        .insert(contactMessages)
        .values({
          idempotencyKey: idempotencyKey ?? null,
          name: message.name,
          email: message.email,
          message: message.message,
          dataProtection: message.data_protection,
        })
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning({ id: contactMessages.id });
      return inserted.length > 0 ? 'created' : 'duplicate';
    },
    (outcome, inbox) => (outcome === 'created' ? contactMails(message, inbox) : []),
  );
}

/** Whether a message with this key was stored; tells the sender nothing it did not send. */
export async function hasContactMessage(db: Database, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

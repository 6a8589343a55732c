/**
 * Newsletter subscriptions with double opt-in. A sign-up stores the address (lower-cased, once)
 * and mails it a link with a fresh secret; only the click on that link subscribes it. The row and
 * its e-mail are written in one transaction, so a sign-up never exists without its mail.
 *
 * Every sign-up gets the same answer and one e-mail, whatever the address's state, so the form
 * tells nobody whether an address is subscribed. To keep the form from being used to flood a
 * stranger's mailbox, an address gets at most one e-mail per RESEND_AFTER_MS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscribers } from '../../db/schema.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import {
  alreadySubscribedMail,
  CONFIRMATION_VALID_DAYS,
  confirmationMail,
} from '../../mail/templates/newsletter-mails.ts';

export const RESEND_AFTER_MS = 10 * 60_000;
const CONFIRMATION_VALID_MS = CONFIRMATION_VALID_DAYS * 24 * 3_600_000;

export interface LinkBases {
  siteOrigin: string;
  apiBase: string;
}

/** SHA-256 of a subscriber's secret: the database never holds the secret itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

export type SubscribeOutcome = 'mailed' | 'recently-mailed';

/** `subscribe(db, 'Ana@Example.ro', …)` stores 'ana@example.ro' once and mails it a link. */
export async function subscribe(
  db: Database,
  email: string,
  now: Date,
  bases: LinkBases,
): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .insert(subscribers)
      .values({ email: address })
      .onConflictDoNothing({ target: subscribers.email });
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, address)).for('update');
    if (!row) throw new Error('the subscriber row just written is missing');
    if (row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < RESEND_AFTER_MS) {
      return 'recently-mailed';
    }
    const subscribed = row.confirmedAt !== null && row.unsubscribedAt === null;
    const token = newToken();
    await tx
      .update(subscribers)
      .set({
        tokenHash: tokenHash(token),
        confirmationSentAt: now,
        // A new sign-up after unsubscribing starts over: subscribed again only after the click.
        ...(subscribed ? {} : { confirmedAt: null, unsubscribedAt: null }),
      })
      .where(eq(subscribers.id, row.id));
    const links = { ...bases, token };
    await createOutboxMailer(tx)(
      subscribed ? alreadySubscribedMail(address, links) : confirmationMail(address, links),
    );
    return 'mailed';
  });
}

export type TokenOutcome = 'done' | 'unknown';

/** The click on the confirmation link: subscribed from now on, while the link is valid. */
export async function confirmSubscription(db: Database, token: string, now: Date): Promise<TokenOutcome> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.tokenHash, tokenHash(token)));
  if (!row) return 'unknown';
  if (row.confirmedAt !== null && row.unsubscribedAt === null) return 'done';
  const sentAt = row.confirmationSentAt?.getTime() ?? 0;
  if (row.unsubscribedAt !== null || now.getTime() - sentAt > CONFIRMATION_VALID_MS) return 'unknown';
  await db.update(subscribers).set({ confirmedAt: now }).where(eq(subscribers.id, row.id));
  return 'done';
}

/** One click from a newsletter: off the list at once; repeating it changes nothing. */
export async function unsubscribe(db: Database, token: string, now: Date): Promise<TokenOutcome> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.tokenHash, tokenHash(token)));
  if (!row) return 'unknown';
  if (row.unsubscribedAt === null) {
    await db.update(subscribers).set({ unsubscribedAt: now }).where(eq(subscribers.id, row.id));
  }
  return 'done';
}

/**
 * The mail dispatcher: sends the outbox's pending messages through the mail transport and records
 * each outcome on its row. The shop process runs one loop when SMTP_URL is set; any number of
 * processes on one PostgreSQL may run theirs.
 *
 * A message is claimed with a lease, not a held row lock: the claim (an UPDATE over rows picked
 * `FOR UPDATE SKIP LOCKED`) commits at once, so no transaction stays open while the SMTP server
 * answers (PGlite runs one transaction at a time, and the shop's requests would queue behind it).
 * Two dispatchers never claim one row: the second skips the row the first is updating, and
 * afterwards sees its lease. A dispatcher that dies mid-send lets the lease lapse and the message
 * is claimed again, so a restart loses nothing; the row is marked sent as soon as the server
 * accepts it, and its Message-ID is stable, so the only repeat left (a crash in the milliseconds
 * between the server's acceptance and that write) reaches the reader as the same message.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { convert } from 'html-to-text';
import type { Database } from '../db/client.ts';
import { outbox, outboxAttachments } from '../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import type { MailTransport, OutgoingMail } from '../providers/mail/mail-transport.ts';
import { nextStep } from './delivery-policy.ts';

export interface DispatcherDeps {
  db: Database;
  transport: MailTransport;
  now(): Date;
  /** The right-hand side of every Message-ID: the domain of MAIL_FROM. */
  messageIdDomain: string;
  /** How long a claim holds; longer than a send can take (the transport's timeouts). */
  leaseMs?: number;
  batchSize?: number;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_BATCH = 20;

interface ClaimedMessage {
  id: number;
  to: string;
  subject: string;
  html: string;
  createdAt: Date;
  attempts: number;
  headers: Record<string, string> | null;
}

async function claim(deps: DispatcherDeps, now: Date): Promise<ClaimedMessage[]> {
  const due = deps.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(deps.batchSize ?? DEFAULT_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_LEASE_MS)),
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      html: outbox.html,
      createdAt: outbox.createdAt,
      attempts: outbox.attempts,
      headers: outbox.headers,
    });
  return claimed.sort((a, b) => a.id - b.id);
}

/** The plain-text part: the HTML's text, with each link's address after its words. */
export function plainText(html: string): string {
  return convert(html, {
    wordwrap: 100,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
}

/** Stable per outbox row: `<id.created-ms@domain>`. */
export function messageIdFor(message: Pick<ClaimedMessage, 'id' | 'createdAt'>, domain: string): string {
  return `<outbox.${message.id}.${message.createdAt.getTime()}@${domain}>`;
}

async function compose(deps: DispatcherDeps, message: ClaimedMessage): Promise<OutgoingMail> {
  const files = await deps.db
    .select()
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxId, message.id))
    .orderBy(asc(outboxAttachments.id));
  return {
    messageId: messageIdFor(message, deps.messageIdDomain),
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: plainText(message.html),
    headers: message.headers ?? {},
    attachments: files.map((file) => ({
      fileName: file.fileName,
      contentType: file.contentType,
      content: new Uint8Array(Buffer.from(file.contentBase64, 'base64')),
    })),
  };
}

async function deliver(deps: DispatcherDeps, message: ClaimedMessage): Promise<void> {
  const outcome = await deps.transport.send(await compose(deps, message));
  const now = deps.now();
  const step = nextStep(outcome, message.attempts, now);
  await deps.db
    .update(outbox)
    .set({
      status: step.status,
      lastResponse: step.response.slice(0, 1000),
      claimedUntil: null,
      ...(step.status === 'sent' ? { sentAt: now } : {}),
      ...(step.status === 'pending' ? { nextAttemptAt: step.retryAt } : {}),
    })
    .where(eq(outbox.id, message.id));
}

/** One pass: claims the due messages and sends them in order. Answers how many it claimed. */
export async function dispatchDueMail(deps: DispatcherDeps): Promise<number> {
  const messages = await claim(deps, deps.now());
  for (const message of messages) await deliver(deps, message);
  return messages.length;
}

/** The dispatcher's loop in the shop process; stopping it also closes the transport. */
export function startMailDispatcher(
  deps: DispatcherDeps & { idleMs?: number | undefined; log?: (line: string) => void },
): BackgroundLoop {
  const loop = startBackgroundLoop({
    name: 'mail dispatcher',
    pass: () => dispatchDueMail(deps),
    batchSize: deps.batchSize ?? DEFAULT_BATCH,
    idleMs: deps.idleMs ?? 2000,
    log: deps.log,
  });
  return {
    async stop() {
      await loop.stop();
      deps.transport.close();
    },
  };
}

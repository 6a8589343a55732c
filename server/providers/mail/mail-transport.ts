/**
 * The port between the outbox and whatever carries e-mail out of the shop. The dispatcher hands it
 * one composed message at a time and records what it answers; it never throws for a refusal.
 */
import type { AttemptOutcome } from '../../mail/delivery-policy.ts';

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface OutgoingMail {
  /** Stable for the outbox row, so a message sent twice after a crash is one message to readers. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  /** The plain-text part, beside the HTML. */
  text: string;
  /** Extra headers (List-Unsubscribe…); From, To, Reply-To and Message-ID are the transport's. */
  headers: Readonly<Record<string, string>>;
  attachments: readonly OutgoingAttachment[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<AttemptOutcome>;
  close(): void;
}

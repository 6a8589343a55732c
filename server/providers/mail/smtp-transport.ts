/**
 * The real mail transport: SMTP through nodemailer, configured by SMTP_URL
 * (smtp://user:pass@host:587 upgrades with STARTTLS, smtps://host:465 is TLS from the start),
 * MAIL_FROM, the business's reply-to address and optional DKIM signing.
 */
import nodemailer from 'nodemailer';
import type { AttemptOutcome } from '../../mail/delivery-policy.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface SmtpSettings {
  url: string;
  from: string;
  replyTo?: string | undefined;
  dkim?: DkimSettings | undefined;
  /** Connection and greeting timeouts; a hung server counts as a temporary failure. */
  timeoutMs?: number | undefined;
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function refusal(error: unknown): AttemptOutcome {
  const smtp = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const response = smtp.response ?? [smtp.code, smtp.message].filter(Boolean).join(' ');
  return { kind: 'refused', responseCode: smtp.responseCode, response: response || String(error) };
}

export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  const timeout = settings.timeoutMs ?? 30_000;
  const url = new URL(settings.url);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // smtp:// must upgrade with STARTTLS, so neither a password nor a customer's message crosses
    // the network in the clear; only a relay on this machine's loopback may speak plain text.
    requireTLS: url.protocol === 'smtp:' && !LOOPBACK_HOSTS.has(url.hostname),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dkim: settings.dkim,
  });
  return {
    async send(mail: OutgoingMail): Promise<AttemptOutcome> {
      try {
        const info = await transporter.sendMail({
          from: settings.from,
          replyTo: settings.replyTo,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: { ...mail.headers },
          attachments: mail.attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        });
        // One recipient per message: a rejected recipient without an exception is a refusal.
        if (info.rejected.length > 0) {
          const errors = (info as { rejectedErrors?: SmtpError[] }).rejectedErrors ?? [];
          return refusal(errors[0] ?? { response: `recipient refused: ${mail.to}` });
        }
        return { kind: 'accepted', response: info.response };
      } catch (error) {
        return refusal(error);
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * The e2e run's real mail server: an SMTP sink (server/test/smtp-sink.ts) that the shop's mail
 * dispatcher delivers to, and a small JSON view of what it received, so the specs read each
 * message as it arrived over SMTP (headers, HTML, plain text), not the shop's outbox row.
 * GET /messages?to=<address> answers the messages to that address, oldest first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { type SmtpSink, startSmtpSink } from '../server/test/smtp-sink.ts';

export interface DeliveredMail {
  to: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: string[];
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}

function delivered(mail: ParsedMail): DeliveredMail {
  return {
    to: addressesOf(mail).join(', '),
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    headers: Object.fromEntries(mail.headerLines.map((header) => [header.key, header.line])),
    attachments: mail.attachments.map((file) => file.filename ?? ''),
  };
}

export interface E2eMailbox {
  smtpUrl: string;
  viewUrl: string;
  close(): Promise<void>;
}

export async function startE2eMailbox(viewPort: number): Promise<E2eMailbox> {
  const sink: SmtpSink = await startSmtpSink();
  const view: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = sink.received.filter((mail) => !to || addressesOf(mail).includes(to)).map(delivered);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => view.listen(viewPort, '127.0.0.1', () => resolve()));
  return {
    smtpUrl: sink.url,
    viewUrl: `http://127.0.0.1:${(view.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => view.close(() => resolve()));
      await sink.close();
    },
  };
}

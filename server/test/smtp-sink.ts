/**
 * A real SMTP server for the mail tests (the `smtp-server` package on the loopback), which parses
 * every message it accepts with `mailparser`. Recipients can be made to fail: an address starting
 * with `refuse` gets 550 (permanent), one starting with `busy` gets 450 (temporary).
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ParsedMail[];
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Starts the sink on `port` (0: any free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Its built-in certificate has expired: the tests speak plain SMTP on the loopback.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse')) return callback(smtpError('No such mailbox', 550));
      if (address.address.startsWith('busy')) return callback(smtpError('Mailbox busy, try later', 450));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The outgoing-mail part of the environment (read by server/env.ts): the variables, and the rules
 * that tie them together — MAIL_FROM with SMTP_URL, DKIM's three at once, a key given inline or as
 * a file. Problems come back as the env module's lines, so one error names every bad variable.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')));

/** The address inside `Name <address>` or a bare address; null when there is none. */
function mailAddressOf(from: string): string | null {
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from;
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : null;
}

export const MAIL_ENV_ENTRIES = {
  /** Outgoing mail: smtp://user:pass@host:587 (STARTTLS) or smtps://…:465; unset, nothing is sent. */
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => /^smtps?:\/\/[^/]+\/?$/.test(value) && URL.canParse(value),
        'must be smtp://host:port or smtps://host:port',
      ),
    ),
  ),
  /** The sender of every message: an address, or `Name <address>`. */
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => mailAddressOf(value) !== null, 'must be an address or Name <address>'),
    ),
  ),
  MAIL_REPLY_TO: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'))),
  /** DKIM signing: the PEM private key (or a path to it), its selector and the signing domain. */
  DKIM_PRIVATE_KEY: optionalText,
  DKIM_SELECTOR: optionalText,
  DKIM_DOMAIN: optionalText,
};

type MailRaw = v.InferOutput<v.ObjectSchema<typeof MAIL_ENV_ENTRIES, undefined>>;

export interface MailEnv {
  smtpUrl: string;
  from: string;
  /** The domain of MAIL_FROM: the right-hand side of every Message-ID. */
  fromDomain: string;
  replyTo: string | undefined;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
}

/** A PEM key given inline, or the path of a file holding it (keys are multi-line); null if neither. */
function readKey(value: string): string | null {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    return null;
  }
}

/** The mail settings (undefined without SMTP_URL), or the lines naming what is wrong. */
export function mailEnv(raw: MailRaw): { mail: MailEnv | undefined; problems: string[] } {
  const problems: string[] = [];
  const dkimParts = {
    DKIM_PRIVATE_KEY: raw.DKIM_PRIVATE_KEY,
    DKIM_SELECTOR: raw.DKIM_SELECTOR,
    DKIM_DOMAIN: raw.DKIM_DOMAIN,
  };
  const anyDkim = Object.values(dkimParts).some(Boolean);
  for (const [name, value] of Object.entries(dkimParts)) {
    if (anyDkim && !value)
      problems.push(`  ${name}: DKIM signing needs DKIM_PRIVATE_KEY, DKIM_SELECTOR and DKIM_DOMAIN`);
  }
  if (raw.SMTP_URL && !raw.MAIL_FROM)
    problems.push('  MAIL_FROM: required with SMTP_URL (the sender address)');
  if (!raw.SMTP_URL && anyDkim) problems.push('  SMTP_URL: DKIM signing needs SMTP_URL');
  const key = raw.DKIM_PRIVATE_KEY ? readKey(raw.DKIM_PRIVATE_KEY) : null;
  if (raw.DKIM_PRIVATE_KEY && key === null) {
    problems.push(`  DKIM_PRIVATE_KEY: neither a PEM key nor a readable file: ${raw.DKIM_PRIVATE_KEY}`);
  }
  if (problems.length > 0 || !raw.SMTP_URL || !raw.MAIL_FROM) return { mail: undefined, problems };
  return {
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      fromDomain: (mailAddressOf(raw.MAIL_FROM) ?? '').split('@')[1] ?? '',
      replyTo: raw.MAIL_REPLY_TO,
      dkim:
        key && raw.DKIM_SELECTOR && raw.DKIM_DOMAIN
          ? { domainName: raw.DKIM_DOMAIN, keySelector: raw.DKIM_SELECTOR, privateKey: key }
          : undefined,
    },
    problems,
  };
}

/**
 * The server's configuration, read from process.env once at start-up. Every value is checked here
 * so a typo (PORT=abc, DATABASE_URL=mysql://…) stops the process with a message naming the
 * variable, instead of surfacing later as a confusing runtime error.
 */
import * as v from 'valibot';
import { parseOrigin } from '../src/domain/site/sandbox-paths.ts';
import type { ShopMode } from '../src/domain/site/shop-mode.ts';
import { type DatabaseTarget, targetFromUrl } from './db/client.ts';
import { MAIL_ENV_ENTRIES, type MailEnv, mailEnv } from './mail/mail-env.ts';
import { DEFAULT_RATE_LIMITS, parseRateLimits, type RateLimits } from './rate-limit/limits.ts';
import {
  liveStorageProblems,
  STORAGE_ENV_ENTRIES,
  type StorageEnv,
  storageEnv,
} from './storage/storage-env.ts';

const DEFAULT_PGLITE_DIR = 'data/pglite';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')));
const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must start with http:// or https://'),
);

/** A bare origin (scheme, host, port), as browsers send it in the Origin header. */
const origin = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => parseOrigin(value) !== null, 'must be an origin such as https://shop.ro (no path)'),
);

/** A whole number from `min` to `max`, given as text. */
const wholeNumberIn = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be between ${min} and ${max}`),
    v.maxValue(max, `must be between ${min} and ${max}`),
  );

const envSchema = v.object({
  PORT: v.optional(wholeNumberIn(1, 65535), '4321'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (url) => !url.includes('://') || /^(postgres(ql)?|memory):\/\//.test(url),
        'must be postgres://…, postgresql://…, memory:// or a folder path',
      ),
    ),
  ),
  /** Connections per process to PostgreSQL (client.ts, DEFAULT_POOL_SIZE); ignored on PGlite. */
  DATABASE_POOL_SIZE: v.optional(wholeNumberIn(1, 100)),
  CMS_URL: v.optional(httpUrl),
  PUBLIC_CMS_URL: v.optional(httpUrl),
  WEBHOOK_SECRET: optionalText,
  /** Automation's key to the whole admin API: short ones are guessable, so refused (issue 34). */
  ADMIN_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)'),
    ),
  ),
  /** The site's public address (also read by astro.config.mjs): e-mail links, the default CORS origin. */
  SITE_URL: v.optional(httpUrl),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.array(origin),
    ),
  ),
  SANDBOX: v.optional(v.picklist(['0', '1'], 'must be 1 (on) or 0 (off)'), '0'),
  SANDBOX_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters'))),
  ...STORAGE_ENV_ENTRIES,
  EUR_RON_RATE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 4.97'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
    ),
    '5.0',
  ),
  /** How long the sandbox credit bureau takes to answer a company check (the site polls for it). */
  DECISION_DELAY_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of milliseconds'), v.transform(Number)),
    '3000',
  ),
  /** `forms=10/600,orders=10/3600,wizard=120/60` (count/seconds, or `off`); see rate-limit/limits.ts. */
  RATE_LIMITS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseRateLimits(dataset.value);
        if (parsed.ok) return parsed.limits;
        addIssue({ message: parsed.error });
        return NEVER;
      }),
    ),
  ),
  /** How many reverse proxies of ours append to X-Forwarded-For; 0 (default) never reads it. */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be the number of proxies in front (0 = none)'),
      v.transform(Number),
    ),
    '0',
  ),
  RATE_LIMIT_SECRET: optionalText,
  ...MAIL_ENV_ENTRIES,
  /** test (default): sandbox payment and identification, a ribbon on every page; live: real money. */
  SHOP_MODE: v.optional(v.picklist(['test', 'live'], 'must be test or live'), 'test'),
  /** Who takes card payments: the sandbox (test mode only) or Stripe. */
  PAYMENT_PROVIDER: v.optional(v.picklist(['sandbox', 'stripe'], 'must be sandbox or stripe')),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(sk|rk)_(test|live)_\S+$/, 'must be an sk_… or rk_… key')),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^pk_(test|live)_\S+$/, 'must be a pk_… key')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^whsec_\S+$/, 'must be the signing secret of the webhook endpoint (whsec_…)'),
    ),
  ),
});

/** The card payment provider: the sandbox (test mode) or Stripe with its three keys. */
export type PaymentEnv =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

export interface Env {
  /** SHOP_MODE: test (the default) or live. */
  mode: ShopMode;
  payment: PaymentEnv;
  port: number;
  database: DatabaseTarget;
  /** Where the build reads the API (the embedded server unless set). */
  cmsUrl: string;
  /** Where browsers call the API; may be another origin than the site. */
  publicCmsUrl: string;
  webhookSecret: string | undefined;
  adminToken: string | undefined;
  /** SITE_URL's origin, when set: where e-mail links point. */
  siteOrigin: string | undefined;
  /** Browser origins allowed to call the API: CORS_ORIGINS, else the site's own origin. */
  corsOrigins: string[];
  /**
   * SANDBOX=1 turns the local mailbox on; SANDBOX_TOKEN lets non-local clients into the sandboxes
   * (the payment and identification sandboxes are on in test mode whatever SANDBOX says).
   */
  sandbox: { enabled: boolean; token: string | undefined };
  storageDir: string;
  privateStorageDir: string;
  /** Where files go: the two folders above (default), or an S3 bucket (S3_BUCKET…). */
  storage: StorageEnv;
  eurRonRate: number;
  decisionDelayMs: number;
  rateLimits: RateLimits;
  trustedProxies: number;
  /** HMAC key for client addresses; unset: a per-install secret kept in the database. */
  rateLimitSecret: string | undefined;
  /** SMTP delivery of the outbox; undefined: messages stay in the outbox (the local mailbox). */
  mail: MailEnv | undefined;
}

export type { MailEnv };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') out[key] = value;
  }
  return out;
}

/**
 * Parses an environment (process.env by default). Throws EnvError listing every bad variable.
 * @example parseEnv({ PORT: '8080' }).port // 8080
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(envSchema, withoutEmpty(source));
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      // The variable's name only: CORS_ORIGINS, not CORS_ORIGINS.0 for its first item.
      const key = String(issue.path?.[0]?.key ?? '?');
      return `  ${key}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const raw = result.output;
  const { mail, problems: mailProblems } = mailEnv(raw);
  const { storage, problems: storageProblems } = storageEnv(raw);
  const problems = [...mailProblems, ...storageProblems];
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  const payment = paymentEnv(raw);
  if (raw.SHOP_MODE === 'live') {
    const missing = liveModeProblems(raw, mail);
    if (missing.length > 0) {
      throw new EnvError(`SHOP_MODE=live cannot start; missing or wrong:\n${missing.join('\n')}`);
    }
  }
  const cmsUrl = raw.CMS_URL ?? `http://localhost:${raw.PORT}/api`;
  const siteOrigin = raw.SITE_URL ? new URL(raw.SITE_URL).origin : undefined;
  return {
    mode: raw.SHOP_MODE,
    payment,
    port: raw.PORT,
    database: withPoolSize(targetFromUrl(raw.DATABASE_URL, DEFAULT_PGLITE_DIR), raw.DATABASE_POOL_SIZE),
    cmsUrl,
    publicCmsUrl: raw.PUBLIC_CMS_URL ?? cmsUrl,
    webhookSecret: raw.WEBHOOK_SECRET,
    adminToken: raw.ADMIN_TOKEN,
    siteOrigin,
    corsOrigins: raw.CORS_ORIGINS ?? [siteOrigin ?? `http://localhost:${raw.PORT}`],
    sandbox: { enabled: raw.SANDBOX === '1', token: raw.SANDBOX_TOKEN },
    storageDir: raw.STORAGE_DIR,
    privateStorageDir: raw.PRIVATE_STORAGE_DIR,
    storage,
    eurRonRate: raw.EUR_RON_RATE,
    decisionDelayMs: raw.DECISION_DELAY_MS,
    rateLimits: raw.RATE_LIMITS ?? DEFAULT_RATE_LIMITS,
    trustedProxies: raw.TRUST_PROXY,
    rateLimitSecret: raw.RATE_LIMIT_SECRET,
    mail,
  };
}

type RawEnv = v.InferOutput<typeof envSchema>;

const withPoolSize = (target: DatabaseTarget, poolSize: number | undefined): DatabaseTarget =>
  target.kind === 'postgres' && poolSize !== undefined ? { ...target, poolSize } : target;

/** PAYMENT_PROVIDER=stripe needs its three keys; unset, the sandbox (refused in live mode below). */
function paymentEnv(raw: RawEnv): PaymentEnv {
  if ((raw.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox') return { provider: 'sandbox' };
  const keys = {
    STRIPE_SECRET_KEY: raw.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: raw.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: raw.STRIPE_WEBHOOK_SECRET,
  };
  const problems = Object.entries(keys)
    .filter(([, value]) => !value)
    .map(([name]) => `  ${name}: required with PAYMENT_PROVIDER=stripe`);
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  return {
    provider: 'stripe',
    secretKey: keys.STRIPE_SECRET_KEY ?? '',
    publishableKey: keys.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET ?? '',
  };
}

/**
 * Every variable live mode lacks, one line each: it takes real money and sends real e-mail, so it
 * never falls back to a sandbox.
 */
function liveModeProblems(raw: RawEnv, mail: MailEnv | undefined): string[] {
  const problems: string[] = [];
  if (raw.PAYMENT_PROVIDER !== 'stripe') {
    problems.push('  PAYMENT_PROVIDER: live mode needs a real payment provider (stripe)');
  } else if (raw.STRIPE_SECRET_KEY?.includes('_test_') || raw.STRIPE_PUBLISHABLE_KEY?.includes('_test_')) {
    problems.push('  STRIPE_SECRET_KEY: live mode needs live keys (sk_live_…, pk_live_…), not test keys');
  }
  if (!mail) problems.push('  SMTP_URL: live mode sends e-mail through SMTP (SMTP_URL and MAIL_FROM)');
  if (!raw.ADMIN_TOKEN) problems.push('  ADMIN_TOKEN: live mode needs the staff token of the admin API');
  if (!raw.WEBHOOK_SECRET) problems.push('  WEBHOOK_SECRET: live mode needs the rebuild webhook secret');
  if (!raw.SITE_URL?.startsWith('https://')) {
    problems.push('  SITE_URL: live mode needs the public https:// address of the site');
  }
  if (raw.SANDBOX === '1') problems.push('  SANDBOX: live mode never mounts a sandbox; remove SANDBOX=1');
  problems.push(...liveStorageProblems(raw));
  return problems;
}

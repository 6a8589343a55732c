/**
 * Which submitting routes are rate-limited, in which group, and how hard. A group's counter is
 * shared by its routes, per client: a visitor who writes once, subscribes once and asks for a stock
 * alert spends three of the `forms` budget. GETs are never limited (the site reads them freely).
 * Pure rules: no framework imports, so env parsing and the table tests share them.
 */

export type RateLimitGroup = 'forms' | 'orders' | 'wizard';

export interface GroupLimit {
  /** Requests accepted per window; the next one gets 429 until the window ends. */
  readonly limit: number;
  readonly windowMs: number;
}

/** `null` turns a group's limit off. */
export type RateLimits = Readonly<Record<RateLimitGroup, GroupLimit | null>>;

export const RATE_LIMIT_GROUPS: readonly RateLimitGroup[] = ['forms', 'orders', 'wizard'];

/**
 * Far above what a person does: a form sent a few times while fixing typos, a handful of orders,
 * and every step of the wizard (each field group is a PUT) with room to go back and forth.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  forms: { limit: 10, windowMs: 10 * 60_000 },
  orders: { limit: 10, windowMs: 60 * 60_000 },
  wizard: { limit: 120, windowMs: 60_000 },
};

/**
 * For a crowd that all comes from 127.0.0.1 (the end-to-end suite, the load benchmark): limits no
 * one reaches, while the limiter still counts every submission, so its cost is part of the figures.
 */
const UNREACHABLE: GroupLimit = { limit: 100_000_000, windowMs: 60_000 };
export const UNREACHABLE_RATE_LIMITS: RateLimits = {
  forms: UNREACHABLE,
  orders: UNREACHABLE,
  wizard: UNREACHABLE,
};

export interface LimitedRoute {
  readonly method: 'POST' | 'PUT' | 'DELETE';
  /** Hono path under /api. */
  readonly path: string;
  readonly group: RateLimitGroup;
}

/** Every route under /api that stores or e-mails something on a visitor's behalf. */
export const LIMITED_ROUTES: readonly LimitedRoute[] = [
  { method: 'POST', path: '/contact-form', group: 'forms' },
  { method: 'POST', path: '/subscribers', group: 'forms' },
  { method: 'POST', path: '/stock-alert', group: 'forms' },
  { method: 'POST', path: '/price-alerts', group: 'forms' },
  { method: 'POST', path: '/client-order/other-credit-type', group: 'forms' },
  { method: 'POST', path: '/refunds', group: 'forms' },
  { method: 'POST', path: '/reservations', group: 'forms' },
  // Each mails an offer to the address typed: not a way to flood a mailbox.
  { method: 'POST', path: '/saved-quotes', group: 'forms' },
  // Both steps of a withdrawal: a code and e-mail pair must not be guessable by trying many.
  { method: 'POST', path: '/withdrawals/check', group: 'forms' },
  { method: 'POST', path: '/withdrawals', group: 'forms' },
  // Each answer may mail an address its order links: not a way to flood a mailbox.
  { method: 'POST', path: '/order-status/resend', group: 'forms' },
  { method: 'POST', path: '/client-order', group: 'orders' },
  { method: 'PUT', path: '/client-order/:uuid', group: 'wizard' },
  { method: 'POST', path: '/client-order/request-contact', group: 'wizard' },
  { method: 'POST', path: '/client-order/delivery', group: 'wizard' },
  { method: 'POST', path: '/client-order/:uuid/review', group: 'wizard' },
  { method: 'DELETE', path: '/reservations/:uuid', group: 'wizard' },
  // One proof row per banner choice: a visitor makes a few, a script could fill the table.
  { method: 'POST', path: '/consents', group: 'wizard' },
];

export type ParsedLimits = { ok: true; limits: RateLimits } | { ok: false; error: string };

const ENTRY = /^(\w+)\s*=\s*(?:(off)|(\d+)\s*\/\s*(\d+)\s*s?)$/;

/**
 * Reads the `RATE_LIMITS` spec: comma-separated `group=count/seconds` or `group=off`; groups not
 * named keep their default, `off` alone turns every limit off.
 * @example parseRateLimits('forms=5/60, wizard=off') // forms 5 a minute, wizard unlimited, orders default
 */
export function parseRateLimits(spec: string, defaults: RateLimits = DEFAULT_RATE_LIMITS): ParsedLimits {
  const trimmed = spec.trim();
  if (trimmed === 'off') return { ok: true, limits: { forms: null, orders: null, wizard: null } };
  const limits: Record<RateLimitGroup, GroupLimit | null> = { ...defaults };
  for (const part of trimmed.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const match = ENTRY.exec(part);
    const group = match?.[1] as RateLimitGroup | undefined;
    if (!match || !group || !RATE_LIMIT_GROUPS.includes(group)) {
      return {
        ok: false,
        error: `"${part}": expected group=count/seconds or group=off, groups ${RATE_LIMIT_GROUPS.join(', ')}`,
      };
    }
    if (match[2]) {
      limits[group] = null;
      continue;
    }
    const limit = Number(match[3]);
    const seconds = Number(match[4]);
    if (limit < 1 || seconds < 1)
      return { ok: false, error: `"${part}": count and seconds must be at least 1` };
    limits[group] = { limit, windowMs: seconds * 1000 };
  }
  return { ok: true, limits };
}

/** The largest block of hits an instance claims at once (see hitsClaimedAtOnce). */
export const MAX_HITS_CLAIMED = 10;

/**
 * How many hits of a client an instance claims from the shared counter in one statement, then
 * gives out itself: one in twenty of the limit, at most MAX_HITS_CLAIMED, at least 1. A claimed hit
 * counts for the client at once, used or not, so a client is never let through more than the limit;
 * the other instances' unused claims may refuse it a few hits early (at most their number times one
 * block less one: 5 of 120 a minute per instance at the wizard's default), and a small limit (10 an
 * hour) is counted hit by hit.
 */
export function hitsClaimedAtOnce(limit: number): number {
  return Math.max(1, Math.min(MAX_HITS_CLAIMED, Math.floor(limit / 20)));
}

/** Seconds a refused client should wait, never 0 (a client would retry at once). */
export function retryAfterSeconds(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

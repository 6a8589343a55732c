/**
 * Per-client rate limits on the submitting routes (LIMITED_ROUTES), with hono-rate-limiter. A
 * client is its address (see client-address.ts) under an HMAC, so the counters never hold an IP in
 * clear; the HMAC key is RATE_LIMIT_SECRET or a per-install secret in the database, the same for
 * every instance. The counters live in the database too (database-store.ts) unless a store is
 * plugged in (the embedded database's shop keeps them in memory: inProcessCounters). A refused request gets 429 `{ message }` in Romanian and Retry-After in seconds.
 */
import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter, type Store } from 'hono-rate-limiter';
import { roPublicApi } from '../../src/i18n/ro.ts';
import type { Database } from '../db/client.ts';
import { setNewest } from '../http/bounded-map.ts';
import { clientAddress, limitSubject } from './client-address.ts';
import { createDatabaseStore, type LimitEnv } from './database-store.ts';
import { installSecret } from './install-secret.ts';
import {
  DEFAULT_RATE_LIMITS,
  type GroupLimit,
  LIMITED_ROUTES,
  type RateLimitGroup,
  type RateLimits,
  retryAfterSeconds,
} from './limits.ts';

export interface RateLimitOptions {
  limits: RateLimits;
  /** How many proxies of ours append to X-Forwarded-For (env TRUST_PROXY); 0 ignores the header. */
  trustedProxies: number;
  /** HMAC key of client addresses (env RATE_LIMIT_SECRET); unset: a per-install database secret. */
  secret?: string | undefined;
  /** Another shared store (Redis, …); default: the database. */
  store?: ((group: RateLimitGroup, limit: GroupLimit) => Store<LimitEnv>) | undefined;
  now?: (() => Date) | undefined;
}

export const DEFAULT_RATE_LIMIT_OPTIONS: RateLimitOptions = {
  limits: DEFAULT_RATE_LIMITS,
  trustedProxies: 0,
};

/**
 * The options of a shop on PGlite: unless a store is plugged in, the counters stay in this process.
 * An embedded database serves one process, so keeping them there shares nothing, and its upsert
 * was one statement more on every limited request (a third of an order step's database time).
 * A restart forgets the counts; a client cannot cause one.
 */
export function inProcessCounters(options: RateLimitOptions): RateLimitOptions {
  return options.store ? options : { ...options, store: () => new MemoryStore<LimitEnv>() };
}

/** Clients whose key is kept: the bound of a memory strangers fill. */
const MAX_KEPT_KEYS = 10_000;

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not behind @hono/node-server (app.request in tests, another runtime): no socket to ask.
    return undefined;
  }
}

/** Registers the limiters on `api` (before its routes, so a refused request does no work). */
export function applyRateLimits(api: Hono, db: Database, options: RateLimitOptions): void {
  const now = options.now ?? (() => new Date());
  let secret: Promise<string> | undefined;
  const hmacKey = () => {
    secret ??= options.secret
      ? Promise.resolve(options.secret)
      : installSecret(db, 'rate-limit-hmac').catch((error: unknown) => {
          // A database hiccup must not leave every later request failing on the cached rejection.
          secret = undefined;
          throw error;
        });
    return secret;
  };
  // A client's key is the same for each of its requests: kept, an HMAC is computed once per client
  // (the wizard's steps all come from one), not per request.
  const keys = new Map<string, string>();
  const clientKey = async (c: Context<LimitEnv>) => {
    const address = clientAddress(socketAddress(c), c.req.header('X-Forwarded-For'), options.trustedProxies);
    const subject = limitSubject(address ?? 'unknown');
    const kept = keys.get(subject);
    if (kept !== undefined) return kept;
    const key = createHmac('sha256', await hmacKey())
      .update(subject)
      .digest('base64url');
    setNewest(keys, subject, key, MAX_KEPT_KEYS);
    return key;
  };

  const limiters = new Map<RateLimitGroup, MiddlewareHandler<LimitEnv>>();
  const limiterOf = (group: RateLimitGroup, limit: GroupLimit) =>
    rateLimiter<LimitEnv>({
      limit: limit.limit,
      windowMs: limit.windowMs,
      keyGenerator: clientKey,
      store: options.store?.(group, limit) ?? createDatabaseStore({ db, ...limit, prefix: group, now }),
      handler: (c) => {
        const resetAt = c.get('rateLimit')?.resetTime ?? new Date(now().getTime() + limit.windowMs);
        c.header('Retry-After', String(retryAfterSeconds(resetAt, now())));
        c.header('Cache-Control', 'no-store');
        return c.json({ message: roPublicApi.tooManyRequests }, 429);
      },
    });

  for (const route of LIMITED_ROUTES) {
    const limit = options.limits[route.group];
    if (!limit) continue;
    let limiter = limiters.get(route.group);
    if (!limiter) {
      limiter = limiterOf(route.group, limit);
      limiters.set(route.group, limiter);
    }
    api.on(route.method, route.path, limiter);
  }
}

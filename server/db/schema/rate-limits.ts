import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Fixed-window hit counters of the rate limiter, shared by every instance on this database. The
 * key is `group:hmac(client address)`, never the address itself. Rows past `reset_at` are reused
 * by the next hit or swept.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets made once per install (per database), so every instance derives the same values: the
 * rate limiter's HMAC key when RATE_LIMIT_SECRET is not configured.
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

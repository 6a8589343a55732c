/**
 * Failed-credential throttling per client address (wrong passwords and wrong ADMIN_TOKENs alike).
 * The counters live in the rate limiter's table under `staff-auth:hmac(address)`, so every
 * instance on the database shares them and no address is stored in clear.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { installSecret } from '../rate-limit/install-secret.ts';

/** Failures an address may make in a window; an office shares one address, so above an account's. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;

export interface AddressThrottle {
  /** When the address may try again, or null when it may now. */
  blockedUntil(address: string, now: Date): Promise<Date | null>;
  recordFailure(address: string, now: Date): Promise<void>;
}

export function createAddressThrottle(db: Database, secret?: string): AddressThrottle {
  let key: Promise<string> | undefined;
  const rowKey = async (address: string) => {
    key ??= secret ? Promise.resolve(secret) : installSecret(db, 'staff-auth-hmac');
    return `staff-auth:${createHmac('sha256', await key)
      .update(address)
      .digest('base64url')}`;
  };
  return {
    async blockedUntil(address, now) {
      const [row] = await db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, await rowKey(address)));
      if (!row || row.resetAt <= now || row.hits < ADDRESS_FAILURE_LIMIT) return null;
      return row.resetAt;
    },
    async recordFailure(address, now) {
      const resetAt = new Date(now.getTime() + FAILURE_WINDOW_MS);
      await db
        .insert(rateLimitHits)
        .values({ key: await rowKey(address), hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitHits.resetAt} end`,
          },
        });
    },
  };
}

/** Whole minutes until `until`, at least 1 (for the Romanian messages). */
export const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * hono-rate-limiter's Store on our own database, so every instance behind a load balancer counts
 * the same hits. A claim is one statement: an upsert that starts a new fixed window when the stored
 * one has ended and otherwise adds the claimed hits, returning the count and the window's end, so
 * concurrent claims from several instances never lose an increment (no read-then-write). An
 * instance claims a client's hits a block at a time (hitsClaimedAtOnce: one at a time for the small
 * limits) and gives them out itself (hit-claims.ts). Ended windows are swept at most once a window
 * per instance.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, RateLimitInfo, Store } from 'hono-rate-limiter';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { createHitCounter } from './hit-claims.ts';
import { hitsClaimedAtOnce } from './limits.ts';

/** What hono-rate-limiter puts on the context (its default requestPropertyName). */
export type LimitEnv = { Variables: { rateLimit?: RateLimitInfo } };

export interface DatabaseStoreOptions {
  db: Database;
  /** Hits per window the limiter lets through: sets how many this instance claims at once. */
  limit: number;
  windowMs: number;
  /** Keeps the groups' counters apart in the one table. */
  prefix: string;
  now?: () => Date;
}

export function createDatabaseStore({
  db,
  limit,
  windowMs,
  prefix,
  now = () => new Date(),
}: DatabaseStoreOptions): Store<LimitEnv> {
  const block = hitsClaimedAtOnce(limit);
  let lastSweep = 0;
  const keyOf = (key: string) => `${prefix}:${key}`;
  // Built once, at the first hit (composing the app touches no database): Drizzle walking this
  // upsert's columns and conditions on every hit was most of the HTTP thread's work for it, on each
  // of the order flow's four limited requests (on PostgreSQL, where the counters are in the database).
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const startsNew = sql`${rateLimitHits.resetAt} <= ${at}`;
  const buildHit = () =>
    db
      .insert(rateLimitHits)
      .values({
        key: sql`${sql.placeholder('key')}`,
        hits: sql`${sql.placeholder('hits')}::integer`,
        resetAt: sql`${sql.placeholder('resetAt')}::timestamptz`,
      })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${startsNew} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
          resetAt: sql`case when ${startsNew} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .prepare(`rate_limit_hit_${prefix}`);
  let hit: ReturnType<typeof buildHit> | undefined;

  async function sweep(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < windowMs) return;
    lastSweep = at.getTime();
    await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, at));
  }

  const counter = createHitCounter({
    block,
    now,
    claim: async (key, count, time) => {
      await sweep(time);
      hit ??= buildHit();
      const [row] = await hit.execute({
        key: keyOf(key),
        hits: count,
        at: time.toISOString(),
        resetAt: new Date(time.getTime() + windowMs).toISOString(),
      });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { total: row.hits, resetAt: row.resetAt };
    },
  });

  return {
    prefix,
    localKeys: false,
    increment: (key): Promise<ClientRateLimitInfo> => counter.hit(key),
    async decrement(key) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(eq(rateLimitHits.key, keyOf(key)));
    },
    async resetKey(key) {
      counter.forget(key);
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, keyOf(key)));
    },
  };
}

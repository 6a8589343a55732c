import { eq } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema.ts';
import { testBackends, useTestApp } from '../test/harness.ts';
import { createDatabaseStore } from './database-store.ts';

const START = new Date('2026-05-04T09:00:00Z');

describe.each(testBackends())('database rate-limit store on $name', (backend) => {
  const t = useTestApp(backend);
  let clock = START;
  let prefix = 0;
  beforeEach(() => {
    clock = new Date(clock.getTime() + 3_600_000);
    prefix += 1;
  });
  /** One instance's store for a group of `limit` a minute; the same prefix is the same group. */
  const instance = (limit: number) =>
    createDatabaseStore({ db: t.db, limit, windowMs: 60_000, prefix: `test${prefix}`, now: () => clock });
  const stored = async () => {
    const [row] = await t.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `test${prefix}:client`));
    return row?.hits;
  };
  const hits = async (store: ReturnType<typeof instance>, count: number) => {
    const totals: number[] = [];
    for (let i = 0; i < count; i++) totals.push((await store.increment('client')).totalHits);
    return totals;
  };

  it('counts a small limit hit by hit in the database', async () => {
    const store = instance(10);
    expect(await hits(store, 3)).toEqual([1, 2, 3]);
    expect(await stored()).toBe(3);
  });

  it('claims a block of a large limit in one statement and gives it out in order', async () => {
    const store = instance(120);
    expect(await hits(store, 1)).toEqual([1]);
    // The whole block counts at once: another instance sees all six.
    expect(await stored()).toBe(6);
    expect(await hits(store, 6)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await stored()).toBe(12);
  });

  it('counts two instances together: never more than the limit, refused at most a block early', async () => {
    const [one, two] = [instance(40), instance(40)];
    const totals: number[] = [];
    for (let i = 0; i < 45; i++) totals.push((await (i % 2 === 0 ? one : two).increment('client')).totalHits);
    const letThrough = totals.filter((total) => total <= 40).length;
    // Each instance holds at most one unused hit of its block of two.
    expect(letThrough).toBeGreaterThanOrEqual(40 - 2);
    expect(letThrough).toBeLessThanOrEqual(40);
  });

  it('forgets a claim when its window ends', async () => {
    const store = instance(120);
    await hits(store, 2);
    clock = new Date(clock.getTime() + 60_000);
    expect(await hits(store, 1)).toEqual([1]);
    expect(await stored()).toBe(6);
  });

  it('forgets a claim when the client is reset', async () => {
    const store = instance(120);
    await hits(store, 2);
    await store.resetKey?.('client');
    expect(await hits(store, 1)).toEqual([1]);
  });
});

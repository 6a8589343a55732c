import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, serverTarget, targetFromUrl } from './client.ts';

describe('openDatabase', () => {
  it('creates the missing parents of a PGlite folder, as on a fresh checkout without data/', async () => {
    const root = await mkdtemp(join(tmpdir(), 'shop-db-'));
    const dataDir = join(root, 'data', 'pglite');
    try {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      const result = await handle.db.execute(sql`select 1 as one`);
      await handle.close();
      expect(existsSync(dataDir)).toBe(true);
      expect(JSON.stringify(result)).toContain('"one":1');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('openDatabase on PGlite in its own thread, under a burst of statements', () => {
  it('keeps the event loop free, keeps transactions whole, and closes after the calls already sent', async () => {
    const handle = await openDatabase({ kind: 'pglite', ownThread: true });
    expect(handle.pglite).toBeUndefined();
    await handle.db.execute(sql`create table hits (n integer not null)`);
    let finished = 0;
    const burst = Array.from({ length: 50 }, () =>
      handle.db.execute(sql`select count(*) from generate_series(1, 20000)`).then(() => finished++),
    );
    const moved = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into hits values (1)`);
      await tx.execute(sql`insert into hits values (2)`);
    });
    // Drizzle sends a statement once it is awaited or then()ed.
    const total = handle.db.execute(sql`select sum(n)::int as total from hits`).then((rows) => rows);
    // In the calling thread, every statement of the burst would run before the loop's next phase.
    const finishedWhenLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished)),
    );
    await handle.close();
    const settled = await Promise.allSettled([...burst, moved, total]);
    expect(finishedWhenLoopTurned).toBeLessThan(50);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(finished).toBe(50);
    expect(JSON.stringify(await total)).toContain('"total":3');
    await expect(handle.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

describe('targetFromUrl', () => {
  it.each([
    ['postgres://shop:secret@db:5432/shop', { kind: 'postgres', url: 'postgres://shop:secret@db:5432/shop' }],
    ['memory://', { kind: 'pglite' }],
    ['/srv/shop/pglite', { kind: 'pglite', dataDir: '/srv/shop/pglite' }],
    [undefined, { kind: 'pglite', dataDir: 'data/pglite' }],
  ])('%s', (url, target) => {
    expect(targetFromUrl(url, 'data/pglite')).toEqual(target);
  });
});

describe('serverTarget', () => {
  it('opens PGlite in its own thread with a crash handler, and leaves PostgreSQL as given', () => {
    const embedded = serverTarget({ kind: 'pglite', dataDir: 'data/pglite' }, () => undefined);
    expect(embedded).toMatchObject({ kind: 'pglite', dataDir: 'data/pglite', ownThread: true });
    expect(embedded.kind === 'pglite' && typeof embedded.onThreadCrash).toBe('function');
    const shared = { kind: 'postgres', url: 'postgres://shop@db/shop' } as const;
    expect(serverTarget(shared, () => undefined)).toBe(shared);
  });
});

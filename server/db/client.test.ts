import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, targetFromUrl } from './client.ts';

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

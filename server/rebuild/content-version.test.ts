/**
 * The content version decides whether start-up reuses the served build. A reseed must move it:
 * the seed pins its data's timestamps to the seed day, so before the seed recorded an event a
 * `seed -- --reset` to another catalogue kept the same version and the old site was served.
 */
import type { DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../seed/index.ts';
import { truncateAll } from '../seed/reset.ts';
import { isStale } from '../site/site-folders.ts';
import { openTestDatabase } from '../test/harness.ts';
import { contentVersion } from './content-version.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('a reseed of the same day makes the previous build stale', async () => {
  const today = '2026-11-20';
  await truncateAll(handle.db);
  await seedDatabase(handle.db, { cars: 3, today });
  const builtFrom = await contentVersion(handle.db);
  expect(builtFrom).not.toBeNull();
  const served = {
    folder: '/site/1',
    info: { builtAt: new Date().toISOString(), contentVersion: builtFrom, codeVersion: 'code-v1' },
  };
  expect(isStale(served, { contentVersion: await contentVersion(handle.db), codeVersion: 'code-v1' })).toBe(
    false,
  );

  await new Promise((resolve) => setTimeout(resolve, 5));
  await truncateAll(handle.db);
  await seedDatabase(handle.db, { cars: 5, today });
  expect(isStale(served, { contentVersion: await contentVersion(handle.db), codeVersion: 'code-v1' })).toBe(
    true,
  );
});

import { count } from 'drizzle-orm';
import { inject } from 'vitest';
import { copyTemplate, databaseUrl, dropDatabase } from '../test/postgres-admin.ts';
import { openDatabase } from './client.ts';
import { prepareDatabase } from './prepare-database.ts';
import { cars } from './schema.ts';

const postgres = inject('cmsPostgres');

describe.runIf(postgres)('three shop processes starting together on an empty PostgreSQL database', () => {
  it('migrate and seed it once between them, and all start', { timeout: 120_000 }, async () => {
    if (!postgres) return;
    // template0 is empty: a database as a new deployment gets it.
    const name = await copyTemplate(postgres.adminUrl, 'template0');
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: databaseUrl(postgres.adminUrl, name) })),
    );
    try {
      const seeded = await Promise.all(handles.map((handle) => prepareDatabase(handle, () => {})));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [first] = handles;
      const [cars1] = (await first?.db.select({ n: count() }).from(cars)) ?? [];
      expect(cars1?.n).toBeGreaterThan(0);
      // Seeded once: as many cars as one seed makes.
      const again = await Promise.all(handles.map((handle) => prepareDatabase(handle, () => {})));
      expect(again).toEqual([false, false, false]);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropDatabase(postgres.adminUrl, name);
    }
  });
});

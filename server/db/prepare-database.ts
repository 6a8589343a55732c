/**
 * What a shop process does to its database before serving: apply the migrations, and seed a
 * database without cars. N processes started together on one PostgreSQL would otherwise run the
 * same migration or seed twice at once (Drizzle's migrator takes no lock): they take turns on an
 * advisory lock, and the later ones find the work done.
 */
import { count } from 'drizzle-orm';
import { seedDatabase } from '../seed/index.ts';
import { advisoryLock } from './advisory-lock.ts';
import type { DatabaseHandle } from './client.ts';
import { cars } from './schema.ts';

/** Migrates and, when empty, seeds; answers whether this call seeded. */
export function prepareDatabase(handle: DatabaseHandle, log: (message: string) => void): Promise<boolean> {
  return advisoryLock(handle, 'start', { log })(async () => {
    await handle.migrate();
    const [carCount] = await handle.db.select({ n: count() }).from(cars);
    if ((carCount?.n ?? 0) > 0) return false;
    const started = Date.now();
    await seedDatabase(handle.db);
    log(`seeded the ${handle.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

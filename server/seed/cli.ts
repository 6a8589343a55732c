/**
 * `node server/seed/cli.ts [--cars N] [--reset] [--today yyyy-MM-dd]`: migrates the database named
 * by DATABASE_URL (default: PGlite under data/pglite) and seeds it. Without --reset a database that
 * already has cars is left alone, so running it twice is harmless.
 */
import { parseArgs } from 'node:util';
import { openDatabase, targetFromUrl } from '../db/client.ts';
import { DEFAULT_CAR_COUNT, seedDatabase } from './index.ts';
import { hasCars, truncateAll } from './reset.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: String(DEFAULT_CAR_COUNT) },
    reset: { type: 'boolean', default: false },
    today: { type: 'string' },
  },
});

const carCount = Number(values.cars);
if (!Number.isInteger(carCount) || carCount < 0) {
  console.error(`--cars expects a whole number, got "${values.cars}"`);
  process.exit(2);
}

const handle = await openDatabase(targetFromUrl(process.env.DATABASE_URL, 'data/pglite'));
try {
  await handle.migrate();
  if (values.reset) await truncateAll(handle.db);
  if (!values.reset && (await hasCars(handle.db))) {
    console.log('The database already has cars; use --reset to seed it again.');
  } else {
    const started = performance.now();
    const counts = await seedDatabase(handle.db, {
      cars: carCount,
      ...(values.today ? { today: values.today } : {}),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${handle.kind} in ${seconds} s:`, counts);
  }
} finally {
  await handle.close();
}

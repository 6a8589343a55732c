/**
 * `node server/db/migrate.ts`: applies the committed migrations to the database DATABASE_URL names
 * (the PGlite folder by default), e.g. before deploying a new API version against PostgreSQL.
 */
import { EnvError, parseEnv } from '../env.ts';
import { openDatabase } from './client.ts';

try {
  const { database } = parseEnv();
  const handle = await openDatabase(database);
  try {
    await handle.migrate();
    console.log(`Migrated the ${handle.kind} database.`);
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}

/**
 * Opens the CMS database: PGlite under a folder (default), in memory (tests), or PostgreSQL when a
 * postgres:// URL is given. All three speak the same SQL, run the same migrations and are used
 * through the same Drizzle type, so nothing above this module knows which one it has.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';
import { createTurnGate, type TurnGate } from './turn-gate.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the underlying instance (snapshots in tests). */
  pglite?: PGlite;
  /**
   * PostgreSQL only: a new client of one connection, outside the pool, for work that must hold a
   * session of its own (advisory-lock.ts); the caller ends it.
   */
  openSession?: () => postgres.Sql;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** `postgres://…` → PostgreSQL, anything else is a PGlite folder path ('' or 'memory://' = in memory). */
export function targetFromUrl(url: string | undefined, defaultDir: string): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url === 'memory://') return { kind: 'pglite' };
  return { kind: 'pglite', dataDir: url || defaultDir };
}

/** Database work per event-loop turn on PGlite (turn-gate.ts): a turn's length under load. */
const PGLITE_TURN_BUDGET_MS = 10;

/** Routes the calls Drizzle makes (a statement, a script, a transaction) through `gate`. */
function gateCalls(pglite: PGlite, gate: TurnGate): void {
  const { query, exec, transaction } = pglite;
  pglite.query = ((...args: Parameters<PGlite['query']>) =>
    gate.run(() => query.apply(pglite, args))) as PGlite['query'];
  pglite.exec = (...args) => gate.run(() => exec.apply(pglite, args));
  pglite.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    gate.run(() => transaction.apply(pglite, args))) as PGlite['transaction'];
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      openSession: () => postgres(target.url, { max: 1, onnotice: () => {} }),
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  // PGlite creates only the last folder of its path; on a fresh checkout `data/` is not there yet.
  if (target.dataDir && !target.dataDir.includes('://')) await mkdir(target.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const gate = createTurnGate({ budgetMs: PGLITE_TURN_BUDGET_MS });
  gateCalls(pglite, gate);
  const db = drizzlePglite(pglite, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // After the calls already queued: requests still being answered at shutdown get their data.
    close: () => gate.run(() => pglite.close()),
  };
}

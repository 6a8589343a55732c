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
import { fillMissingListRates } from './list-rates.ts';
import { packMissingTables } from './packed-tables.ts';
import { exitOnCrash, openPgliteThread } from './pglite-thread.ts';
import type { WorkerStart } from './pglite-worker-protocol.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, then packs the tables still unpacked (idempotent). */
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

type PgliteTarget = Extract<DatabaseTarget, { kind: 'pglite' }>;

/**
 * Connections each process keeps to PostgreSQL (DATABASE_POOL_SIZE). postgres.js pipelines the
 * statements of concurrent requests on each connection, so a Node process (one thread) needs few:
 * with 100 shoppers on 2 cores, 4–5 connections served the order flow at 1,110–1,350 req/s with p99
 * 150–190 ms, 10 at 1,010–1,190 req/s with p99 200–330 ms and 20 with p99 240 ms (fewer database
 * processes competing for the cores, more statements per write). N processes open N times as many.
 */
export const DEFAULT_POOL_SIZE = 5;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /**
       * Runs PGlite in a worker thread (pglite-thread.ts), as the servers do; without it PGlite runs
       * in the calling thread (tests, scripts), which then also has its `pglite` instance.
       */
      ownThread?: boolean;
      /** With `ownThread`: what to do if the thread dies unclosed (PgliteThreadOptions.onCrash). */
      onThreadCrash?: (error: Error) => void;
    };

/** `postgres://…` → PostgreSQL, anything else is a PGlite folder path ('' or 'memory://' = in memory). */
export function targetFromUrl(url: string | undefined, defaultDir: string): DatabaseTarget {
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url === 'memory://') return { kind: 'pglite' };
  return { kind: 'pglite', dataDir: url || defaultDir };
}

/**
 * `target` as a server opens it: PGlite in a thread of its own beside the HTTP work, the process
 * exiting if that thread dies (exitOnCrash). PostgreSQL as given.
 */
export function serverTarget(target: DatabaseTarget, log: (message: string) => void): DatabaseTarget {
  return target.kind === 'pglite' ? { ...target, ownThread: true, onThreadCrash: exitOnCrash(log) } : target;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: target.poolSize ?? DEFAULT_POOL_SIZE, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      openSession: () => postgres(target.url, { max: 1, onnotice: () => {} }),
      migrate: async () => {
        await migratePostgres(db, { migrationsFolder });
        await packMissingTables(db as unknown as Database);
        await fillMissingListRates(db as unknown as Database);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // PGlite creates only the last folder of its path; on a fresh checkout `data/` is not there yet.
  if (target.dataDir && !target.dataDir.includes('://')) await mkdir(target.dataDir, { recursive: true });
  const embedded = target.ownThread
    ? await openPgliteThread(threadStart(target))
    : await openInThread(target);
  // Drizzle's driver makes only the calls a PgliteThread answers (query, exec, transaction).
  const db = drizzlePglite({ client: embedded as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ...(embedded instanceof PGlite ? { pglite: embedded } : {}),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await packMissingTables(db as unknown as Database);
      await fillMissingListRates(db as unknown as Database);
    },
    close: () => embedded.close(),
  };
}

function threadStart({ dataDir, loadDataDir }: PgliteTarget): WorkerStart {
  if (loadDataDir) throw new Error('a PGlite thread starts from a folder or from nothing');
  return dataDir ? { dataDir } : {};
}

async function openInThread({ dataDir, loadDataDir }: PgliteTarget): Promise<PGlite> {
  const pglite = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  await pglite.waitReady;
  return pglite;
}

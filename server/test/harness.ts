/**
 * How server test files get a seeded database and an app. Each file calls
 * `describe.each(testBackends())('… ($name)', (backend) => { const t = useTestApp(backend); … })`
 * and runs its suite on PGlite (always) and on PostgreSQL (when TEST_DATABASE_URL is set). Every
 * file gets its own copy of the seeded data, so tests may write without disturbing other files.
 */
import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { SandboxAccess } from '../http/sandbox-gate.ts';
import type { RateLimitOptions } from '../rate-limit/rate-limit.ts';
import { createMemoryStorage } from './memory-storage.ts';
import { copyTemplate, databaseUrl, dropDatabase } from './postgres-admin.ts';
import { TEST_TODAY } from './provided.ts';

export { TEST_TODAY };

const TEST_RATE_LIMITS: RateLimitOptions = {
  limits: { forms: null, orders: null, wizard: null },
  trustedProxies: 0,
};
/**
 * The sandboxes switched on, for a suite that pays with test cards, signs or reads the mailbox:
 * app.request has no socket, so the client is declared local (as the developer's browser would be).
 */
export const LOCAL_SANDBOX: SandboxAccess = { enabled: true, clientAddress: () => '127.0.0.1' };

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/** PGlite in memory, loaded from the global setup's seeded snapshot. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const bytes = await readFile(inject('cmsPgliteSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const target = inject('cmsPostgres');
  if (!target) throw new Error('TEST_DATABASE_URL is not set');
  const name = await copyTemplate(target.adminUrl, target.template);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(target.adminUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(target.adminUrl, name);
    },
  };
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openTestDatabase }];
  if (inject('cmsPostgres')) backends.push({ name: 'postgres', open: openPostgresCopy });
  return backends;
}

export interface TestApp {
  readonly app: Hono;
  readonly db: DatabaseHandle['db'];
  /** GET (or another method) through app.request, with the parsed JSON body. */
  request(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>;
}

/**
 * Opens `backend` before the suite and closes it after; the app gets an in-memory storage, the
 * test date as today, and a logger that fails the test on any unexpected (500) error.
 */
export function useTestApp(backend: TestBackend, overrides: Partial<AppDeps> = {}): TestApp {
  let handle: DatabaseHandle | undefined;
  let app: Hono | undefined;
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    handle = await backend.open();
    app = createApp({
      db: handle.db,
      storage: createMemoryStorage(),
      today: () => TEST_TODAY,
      logError: (_message, error) => unexpected.push(error),
      // Every request of a suite comes from one unknown address: the suites are not slowed by
      // limits a visitor would never reach; server/rate-limit/rate-limit.test.ts proves them.
      rateLimits: TEST_RATE_LIMITS,
      // Tests write rows directly, as another instance would; the cache is tested on its own
      // (json-cache.test.ts, cars-cache.test.ts) and would otherwise hide those writes for a second.
      catalogueCacheMs: 0,
      ...overrides,
    });
  });
  afterEach(() => {
    expect(unexpected, 'the app logged an unexpected error').toEqual([]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const ready = () => {
    if (!app || !handle) throw new Error('useTestApp: used outside a test');
    return { app, handle };
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().handle.db;
    },
    async request(path, init) {
      const response = await ready().app.request(path, init);
      const text = await response.text();
      const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text };
    },
  };
}

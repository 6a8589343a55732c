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

/** What `testBackends()` answers: a backend that can also host two instances. */
export interface SharedTestBackend extends TestBackend {
  /**
   * Two handles on one fresh database, as two API instances have: two connection pools on
   * PostgreSQL; on PGlite, whose data only one process can open, the same handle twice.
   */
  openInstances(): Promise<InstanceHandles>;
}

export interface InstanceHandles {
  handles: readonly [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}

/** PGlite in memory, loaded from the global setup's seeded snapshot. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const bytes = await readFile(inject('cmsPgliteSnapshot'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
}

async function openPgliteInstances(): Promise<InstanceHandles> {
  const handle = await openTestDatabase();
  return { handles: [handle, handle], close: () => handle.close() };
}

/** A fresh copy of the seeded template: its URL and how to drop it. */
export async function postgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const target = inject('cmsPostgres');
  if (!target) throw new Error('TEST_DATABASE_URL is not set');
  const name = await copyTemplate(target.adminUrl, target.template);
  return { url: databaseUrl(target.adminUrl, name), drop: () => dropDatabase(target.adminUrl, name) };
}

async function openPostgresCopy(): Promise<DatabaseHandle> {
  const copy = await postgresCopy();
  const handle = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

async function openPostgresInstances(): Promise<InstanceHandles> {
  const copy = await postgresCopy();
  const open = () => openDatabase({ kind: 'postgres', url: copy.url });
  const handles = [await open(), await open()] as const;
  return {
    handles,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await copy.drop();
    },
  };
}

export function testBackends(): SharedTestBackend[] {
  const backends: SharedTestBackend[] = [
    { name: 'pglite', open: openTestDatabase, openInstances: openPgliteInstances },
  ];
  if (inject('cmsPostgres')) {
    backends.push({ name: 'postgres', open: openPostgresCopy, openInstances: openPostgresInstances });
  }
  return backends;
}

export interface TestApp {
  readonly app: Hono;
  readonly db: DatabaseHandle['db'];
  /** GET (or another method) through app.request, with the parsed JSON body. */
  request(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>;
}

/** The app every test gets: an in-memory storage, the test date as today, no rate limits. */
function testAppDeps(db: DatabaseHandle['db'], unexpected: unknown[], overrides: Partial<AppDeps>): AppDeps {
  return {
    db,
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
  };
}

/** A TestApp over what `ready` returns once the suite's `beforeAll` has run. */
function testAppOf(ready: () => { app: Hono; handle: DatabaseHandle }): TestApp {
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
    app = createApp(testAppDeps(handle.db, unexpected, overrides));
  });
  afterEach(() => {
    expect(unexpected, 'the app logged an unexpected error').toEqual([]);
  });
  afterAll(async () => {
    await handle?.close();
  });

  return testAppOf(() => {
    if (!app || !handle) throw new Error('useTestApp: used outside a test');
    return { app, handle };
  });
}

export interface TestInstance extends TestApp {
  /** The instance's own database handle (its own connection pool on PostgreSQL). */
  readonly handle: DatabaseHandle;
}

/**
 * Two API instances on one database (`TestBackend.openInstances`), each a `createApp` of its own,
 * as two processes behind a load balancer; `overrides` apply to both, or, as a function, give each
 * instance its own (a storage client of its own), called once the suite's earlier `beforeAll`s ran.
 */
export function useTestInstances(
  backend: SharedTestBackend,
  overrides: Partial<AppDeps> | ((index: 0 | 1) => Partial<AppDeps>) = {},
): readonly [TestInstance, TestInstance] {
  let opened: InstanceHandles | undefined;
  let apps: Hono[] = [];
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    opened = await backend.openInstances();
    const of = (index: 0 | 1) => (typeof overrides === 'function' ? overrides(index) : overrides);
    apps = opened.handles.map((handle, index) =>
      createApp(testAppDeps(handle.db, unexpected, of(index === 0 ? 0 : 1))),
    );
  });
  afterEach(() => {
    expect(unexpected, 'an instance logged an unexpected error').toEqual([]);
  });
  afterAll(async () => {
    await opened?.close();
  });

  const instance = (index: 0 | 1): TestInstance => {
    const ready = () => {
      const handle = opened?.handles[index];
      const app = apps[index];
      if (!handle || !app) throw new Error('useTestInstances: used outside a test');
      return { app, handle };
    };
    return Object.defineProperty(testAppOf(ready), 'handle', { get: () => ready().handle }) as TestInstance;
  };
  return [instance(0), instance(1)];
}

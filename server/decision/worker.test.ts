import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { clientOrders, decisionJobs } from '../db/schema.ts';
import {
  COMPANY_LEASING,
  contactBody,
  createOrder,
  jsonInit,
  orderableSku,
  someLocality,
} from '../routes/client-order/testing/order-test-kit.ts';
import { type TestInstance, testBackends, useTestInstances } from '../test/harness.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { TEST_TODAY } from '../test/provided.ts';
import { type CompanyRegistry, sandboxRegistry } from './registry.ts';
import { type DecisionJob, runDueJobs } from './scheduler.ts';
import { dbJobRunner, startDecisionWorker } from './worker.ts';

const srl = { ...COMPANY_LEASING, cui: '12345690' };

describe('decision worker', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'decision-worker-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('completes a check scheduled before a restart once the database is reopened', async () => {
    const bytes = await readFile(inject('cmsPgliteSnapshot'));
    const first = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([bytes]) });
    const delays = { check1: 60_000, check2: 0, individual: 0 };
    const app = createApp({
      db: first.db,
      storage: createMemoryStorage(),
      today: () => TEST_TODAY,
      decisionDelays: delays,
    });
    const body = contactBody(await orderableSku(first.db, [2, 3]), await someLocality(first.db), srl);
    const created = await app.request('/api/client-order', jsonInit('POST', body));
    const uuid = (await created.json()) as string;
    await first.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir: dir });
    const later = new Date(Date.now() + 120_000);
    const worker = startDecisionWorker({ db: reopened.db, eurRonRate: 5, now: () => later, idleMs: 20 });
    await vi.waitFor(
      async () => {
        const [job] = await reopened.db.select().from(decisionJobs).where(eq(decisionJobs.orderUuid, uuid));
        expect(job?.completedAt).not.toBeNull();
      },
      { timeout: 5000, interval: 50 },
    );
    await worker.stop();
    const [order] = await reopened.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
    expect(order).toMatchObject({ check1Result: 1, foreignShareholders: true });
    await reopened.close();
  });
});

/** A promise the test settles by hand. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.each(testBackends())('decision jobs swept by two instances on one $name database', (backend) => {
  // Every job is due at `later`; the orders are created with checks far in the future, so no
  // request of the test runs a job by itself.
  const later = new Date(Date.now() + 3_600_000);
  const [a, b] = useTestInstances(backend, { decisionDelays: { check1: 600_000, check2: 0, individual: 0 } });
  let orderUuid: string;

  beforeAll(async () => {
    const body = contactBody(await orderableSku(a.db, [2, 3]), await someLocality(a.db), srl);
    orderUuid = await createOrder(a, body);
    // The order's own check 1 is not one of the jobs the tests count.
    await a.db
      .update(decisionJobs)
      .set({ completedAt: new Date() })
      .where(eq(decisionJobs.orderUuid, orderUuid));
  });

  async function dueJobs(count: number): Promise<number[]> {
    const rows = await a.db
      .insert(decisionJobs)
      .values(
        Array.from({ length: count }, () => ({ orderUuid, kind: 'check1' as const, dueAt: new Date() })),
      )
      .returning({ id: decisionJobs.id });
    return rows.map((row) => row.id);
  }

  /** One instance's sweeps, recording each job it ran and each registry call it made. */
  function sweeper(instance: TestInstance, registry: CompanyRegistry) {
    const ran: number[] = [];
    const runner = dbJobRunner({ db: instance.handle.db, eurRonRate: 5, now: () => later, registry });
    const errors: unknown[] = [];
    const deps = {
      loadDue: runner.loadDue,
      complete: async (job: DecisionJob) => {
        const done = await runner.complete(job);
        if (done) ran.push(job.id);
        return done;
      },
      now: () => later,
      sleep: async () => {},
      onError: (_job: DecisionJob, error: unknown) => errors.push(error),
    };
    return { ran, errors, sweep: () => runDueJobs(deps) };
  }

  const countingRegistry = (calls: { count: number }, delayMs = 0): CompanyRegistry => ({
    lookup: async (cui) => {
      calls.count += 1;
      await pause(delayMs);
      return sandboxRegistry.lookup(cui);
    },
  });

  async function openJobs(ids: number[]) {
    const rows = await a.db
      .select({ id: decisionJobs.id })
      .from(decisionJobs)
      .where(and(inArray(decisionJobs.id, ids), isNull(decisionJobs.completedAt)));
    return rows.map((row) => row.id);
  }

  it('runs each due job exactly once when both sweep at the same time', async () => {
    const ids = await dueJobs(12);
    const calls = { count: 0 };
    const first = sweeper(a, countingRegistry(calls, 5));
    const second = sweeper(b, countingRegistry(calls, 5));
    const sweepUntilIdle = async (s: typeof first) => {
      while ((await s.sweep()) > 0);
    };
    await Promise.all([sweepUntilIdle(first), sweepUntilIdle(second)]);
    expect([...first.ran, ...second.ran].sort((x, y) => x - y)).toEqual(ids);
    expect(calls.count).toBe(ids.length);
    expect(await openJobs(ids)).toEqual([]);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  // PGlite is one session: a check in progress holds the only connection, so these two need
  // PostgreSQL, where each instance has its own sessions.
  it.runIf(backend.name === 'postgres')(
    'lets the other instance run the rest at once while one runs a slow check, never waiting for it',
    async () => {
      const ids = await dueJobs(6);
      const slow = gate();
      const entered = gate();
      const slowRegistry: CompanyRegistry = {
        lookup: async (cui) => {
          entered.open();
          await slow.opened;
          return sandboxRegistry.lookup(cui);
        },
      };
      const calls = { count: 0 };
      const first = sweeper(a, slowRegistry);
      const second = sweeper(b, countingRegistry(calls));
      const firstPass = first.sweep();
      await entered.opened;
      // Without SKIP LOCKED the second sweep would wait for the held row until the slow check ends.
      const secondPass = await Promise.race([
        second.sweep(),
        pause(5000).then(() => 'waited for the held job'),
      ]);
      expect(secondPass).toBe(ids.length - 1);
      expect(second.ran).toEqual(ids.slice(1));
      slow.open();
      expect(await firstPass).toBe(1);
      expect(first.ran).toEqual(ids.slice(0, 1));
      expect(calls.count).toBe(ids.length - 1);
      expect(await openJobs(ids)).toEqual([]);
    },
  );

  it.runIf(backend.name === 'postgres')(
    'makes a job claimed by an instance that died claimable again, and runs it once',
    async () => {
      const ids = await dueJobs(3);
      const entered = gate();
      let lookups = 0;
      // The first check never answers: the instance dies during it. It never runs another one.
      const first = sweeper(a, {
        lookup: () => {
          lookups += 1;
          if (lookups > 1) return Promise.reject(new Error('this instance is dead'));
          entered.open();
          return new Promise(() => {});
        },
      });
      const firstPass = first.sweep();
      await entered.opened;
      // What a killed process looks like to PostgreSQL: its session ends, its transaction rolls back.
      await b.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction'`);
      const calls = { count: 0 };
      const second = sweeper(b, countingRegistry(calls));
      // A sweep skips a job while the dead session still holds its lock, and takes it on a later
      // sweep: each job once, in whatever order PostgreSQL released them.
      await vi.waitFor(async () => {
        await second.sweep();
        expect([...second.ran].sort((x, y) => x - y)).toEqual(ids);
      });
      expect(await firstPass).toBe(0);
      expect(first.ran).toEqual([]);
      expect(first.errors.length).toBeGreaterThanOrEqual(1);
      expect(calls.count).toBe(ids.length);
      expect(await openJobs(ids)).toEqual([]);
    },
  );
});

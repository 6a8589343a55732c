import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { clientOrders, decisionJobs } from '../db/schema.ts';
import { contactBody, jsonInit, orderableSku, someLocality } from '../routes/client-order/order-test-kit.ts';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { TEST_TODAY } from '../test/provided.ts';
import { startDecisionWorker } from './worker.ts';

const srl = {
  person: 2,
  credit_type: 'leasing',
  currency: 2,
  months: 60,
  downpayment: 30,
  residual: 20,
  tip_companie: 1,
  nume_companie: 'Exemplu Trans SRL',
  cui: '12345690',
  nr_recom: 'J12/345/2015',
  calitatea: 1,
  fidejusor: 0,
};

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

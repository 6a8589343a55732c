/**
 * One PUT on an order loads the order once, with its open checkout and whether a decision job is
 * due: the answer is the read-back of the row it has just written, not a second read. An order the
 * instance has just read or written is not loaded at all: the step is written with a guard, and
 * loaded only when the guard finds a change (orders/order-cache.ts). A logger (PGlite) records the
 * statements a PUT sends, so a regression shows as a number.
 */
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { cars, clientOrders, decisionJobs } from '../../db/schema.ts';
import { openTestDatabase, type TestBackend, useTestApp } from '../../test/harness.ts';
import { newCreditOrder, noObligations, personal, put, ZERO_DELAYS } from './testing/order-test-kit.ts';

/**
 * Statements a PUT sends when no check is due and its order was not kept: the order with its car,
 * checkout token and due flag, then the update outside a transaction (6 before the answer stopped
 * sweeping and reading the order a second time, 4 before the order, its token and its due jobs were
 * one statement).
 */
const STATEMENTS_PER_PUT = 2;
/** A PUT on an order this instance kept: the guarded update, which answers the checkout token too. */
const STATEMENTS_PER_KEPT_PUT = 1;
/** A kept order changed since: the guarded update finds it, then the order is loaded and written. */
const STATEMENTS_PER_CHANGED_PUT = 3;
/** Its car changed since: one more, the car's tables at their new version. */
const STATEMENTS_PER_CAR_CHANGED_PUT = STATEMENTS_PER_CHANGED_PUT + 1;

/** The test database with every statement Drizzle sends recorded (inside transactions too). */
const sent: string[] = [];
const recordingPglite: TestBackend = {
  name: 'pglite',
  async open() {
    const handle = await openTestDatabase();
    if (!handle.pglite) throw new Error('a PGlite handle has its instance');
    const logger = { logQuery: (query: string) => void sent.push(query) };
    return { ...handle, db: drizzle(handle.pglite, { schema, logger }) as unknown as Database };
  },
};

/** The order request's read: the order joined with its car. */
const isOrderLoad = (query: string) => /from "client_orders" inner join "cars"/.test(query);
const isGuardedUpdate = (query: string) => /^update "client_orders".*"revision" = \$/.test(query);

describe('statements of one PUT, no order kept (PGlite)', () => {
  const t = useTestApp(recordingPglite, {
    decisionDelays: ZERO_DELAYS,
    eurRonRate: 5,
    orderCache: { maxEntries: 0, ttlMs: 0 },
  });

  it('loads the order once and answers what it stored (all but the car tables)', async () => {
    const uuid = await newCreditOrder(t);
    sent.length = 0;
    const answer = await put(t, uuid, personal);
    expect(answer.status).toBe(200);
    expect(sent.filter(isOrderLoad)).toHaveLength(1);
    const stored = await t.request(`/api/client-order/${uuid}`);
    const { payment_info: _tables, ...readBack } = stored.body as Record<string, unknown>;
    expect(answer.body).toEqual(readBack);
  });

  it(`sends ${STATEMENTS_PER_PUT} when no check is due`, async () => {
    const uuid = await newCreditOrder(t);
    await put(t, uuid, personal);
    sent.length = 0;
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_PUT);
    expect(sent.filter(isOrderLoad)).toHaveLength(1);
  });
});

describe('statements of one PUT on a kept order (PGlite)', () => {
  const t = useTestApp(recordingPglite, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });
  let uuid: string;
  beforeAll(async () => {
    uuid = await newCreditOrder(t);
  });

  it(`sends ${STATEMENTS_PER_KEPT_PUT} for the order it has just created, and answers what it stored`, async () => {
    sent.length = 0;
    const answer = await put(t, uuid, personal);
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_KEPT_PUT);
    const { payment_info: _tables, ...readBack } = (await t.request(`/api/client-order/${uuid}`))
      .body as Record<string, unknown>;
    expect(answer.body).toEqual(readBack);
  });

  it(`sends ${STATEMENTS_PER_KEPT_PUT} for an order it has just written or read, and answers the same`, async () => {
    await put(t, uuid, personal);
    sent.length = 0;
    const kept = await put(t, uuid, personal);
    expect(kept.status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_KEPT_PUT);
    expect(sent.filter(isGuardedUpdate)).toHaveLength(1);
    const { payment_info: _tables, ...readBack } = (await t.request(`/api/client-order/${uuid}`))
      .body as Record<string, unknown>;
    expect(kept.body).toEqual(readBack);
    // The read kept it too.
    sent.length = 0;
    expect((await put(t, uuid, noObligations)).status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_KEPT_PUT);
  });

  it('loads the order again when another writer changed it since, and answers what that writer stored', async () => {
    await put(t, uuid, personal);
    // As another instance, or another route of this one, would: a plain write, no word to the cache.
    await t.db
      .update(clientOrders)
      .set({ dochubUrl: 'https://dochub.test/semnare' })
      .where(eq(clientOrders.uuid, uuid));
    sent.length = 0;
    const answer = await put(t, uuid, personal);
    expect(answer.status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_CHANGED_PUT);
    expect(sent.filter(isOrderLoad)).toHaveLength(1);
    expect(answer.body).toMatchObject({ dochub_url: 'https://dochub.test/semnare' });
  });

  it("loads the order again when its car changed since (the step is priced with the car's tables now)", async () => {
    await put(t, uuid, personal);
    const [order] = await t.db
      .select({ carId: clientOrders.carId })
      .from(clientOrders)
      .where(eq(clientOrders.uuid, uuid));
    if (!order) throw new Error('the order is gone');
    await t.db
      .update(cars)
      .set({ updatedAt: sql`now() + interval '1 second'` })
      .where(eq(cars.id, order.carId));
    sent.length = 0;
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_CAR_CHANGED_PUT);
    expect(sent.filter(isOrderLoad)).toHaveLength(1);
  });

  it('loads the order again, running its checks first, when a decision job fell due since', async () => {
    await put(t, uuid, personal);
    await t.db
      .insert(decisionJobs)
      .values({ orderUuid: uuid, kind: 'individual', dueAt: new Date(Date.now() - 1000) });
    sent.length = 0;
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect(sent.filter(isOrderLoad).length).toBeGreaterThanOrEqual(1);
    const [job] = await t.db.select().from(decisionJobs).where(eq(decisionJobs.orderUuid, uuid));
    expect(job?.completedAt).not.toBeNull();
  });
});

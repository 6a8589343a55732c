/**
 * One PUT on an order loads the order once, with its open checkout and whether a decision job is
 * due: the answer is the read-back of the row it has just written, not a second read. A logger
 * (PGlite) records the statements a PUT sends, so a regression shows as a number.
 */
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { openTestDatabase, type TestBackend, useTestApp } from '../../test/harness.ts';
import {
  CREDIT_TERMS,
  contactBody,
  createOrder,
  orderableSku,
  personal,
  put,
  someLocality,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

/**
 * Statements a PUT sends when no check is due: the order with its car, checkout token and due flag,
 * then the update outside a transaction (6 before the answer stopped sweeping and reading the order
 * a second time, 4 before the order, its token and its due jobs were one statement).
 */
const STATEMENTS_PER_PUT = 2;

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

describe('statements of one PUT (PGlite)', () => {
  const t = useTestApp(recordingPglite, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });
  let uuid: string;
  beforeAll(async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), { ...CREDIT_TERMS, person: 1 }));
  });

  it('loads the order once and answers what it stored (all but the car tables)', async () => {
    sent.length = 0;
    const answer = await put(t, uuid, personal);
    expect(answer.status).toBe(200);
    expect(sent.filter(isOrderLoad)).toHaveLength(1);
    const stored = await t.request(`/api/client-order/${uuid}`);
    const { payment_info: _tables, ...readBack } = stored.body as Record<string, unknown>;
    expect(answer.body).toEqual(readBack);
  });

  it(`sends ${STATEMENTS_PER_PUT} when no check is due`, async () => {
    await put(t, uuid, personal);
    sent.length = 0;
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect(sent).toHaveLength(STATEMENTS_PER_PUT);
  });
});

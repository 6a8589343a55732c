/**
 * One PUT on an order loads the order once, with its open checkout and whether a decision job is
 * due: the answer is the read-back of the row it has just written, not a second read. The spy counts
 * the repository's loads; the counting logger (PGlite) the statements a PUT sends, so a regression
 * shows as a number.
 */
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { findOrderInRequest } from '../../orders/order-repository.ts';
import { openTestDatabase, type TestBackend, testBackends, useTestApp } from '../../test/harness.ts';
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

vi.mock('../../orders/order-repository.ts', { spy: true });

/**
 * Statements a PUT sends when no check is due: the order with its car, checkout token and due flag,
 * then the update outside a transaction (6 before the answer stopped sweeping and reading the order
 * a second time, 4 before the order, its token and its due jobs were one statement).
 */
const STATEMENTS_PER_PUT = 2;

describe.each(testBackends())('one PUT, one load on $name', (backend) => {
  const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

  it('loads the order once and answers what it stored (all but the car tables)', async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const uuid = await createOrder(
      t,
      contactBody(sku, await someLocality(t.db), { ...CREDIT_TERMS, person: 1 }),
    );
    vi.mocked(findOrderInRequest).mockClear();
    const answer = await put(t, uuid, personal);
    expect(answer.status).toBe(200);
    expect(vi.mocked(findOrderInRequest)).toHaveBeenCalledTimes(1);
    const stored = await t.request(`/api/client-order/${uuid}`);
    const { payment_info: _tables, ...readBack } = stored.body as Record<string, unknown>;
    expect(answer.body).toEqual(readBack);
  });
});

/** The test database with every statement Drizzle sends counted (inside transactions too). */
const counting = { statements: 0 };
const countedPglite: TestBackend = {
  name: 'pglite',
  async open() {
    const handle = await openTestDatabase();
    if (!handle.pglite) throw new Error('a PGlite handle has its instance');
    const logger = { logQuery: () => void counting.statements++ };
    return { ...handle, db: drizzle(handle.pglite, { schema, logger }) as unknown as Database };
  },
};

describe('statements of one PUT (PGlite)', () => {
  const t = useTestApp(countedPglite, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

  it(`sends ${STATEMENTS_PER_PUT} when no check is due`, async () => {
    const sku = await orderableSku(t.db, [2, 3]);
    const uuid = await createOrder(
      t,
      contactBody(sku, await someLocality(t.db), { ...CREDIT_TERMS, person: 1 }),
    );
    await put(t, uuid, personal);
    counting.statements = 0;
    expect((await put(t, uuid, personal)).status).toBe(200);
    expect(counting.statements).toBe(STATEMENTS_PER_PUT);
  });
});

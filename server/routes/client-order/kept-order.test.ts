/**
 * Two API instances on one database, each keeping the orders it has just read or written
 * (orders/order-cache.ts): a step is always decided on the order as it is in the database, whatever
 * the other instance wrote since. On PGlite the two apps share one handle; on PostgreSQL each has its
 * own pool (CI has PostgreSQL).
 */
import { markPaid } from '../../orders/order-repository.ts';
import { testBackends, useTestInstances } from '../../test/harness.ts';
import {
  get,
  income,
  newCreditOrder,
  noObligations,
  personal,
  put,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

describe.each(testBackends())('an order kept by one instance, changed by another ($name)', (backend) => {
  const [a, b] = useTestInstances(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

  it('refuses the step once the other instance has seen the order paid, as a fresh load would', async () => {
    const uuid = await newCreditOrder(a);
    expect((await put(a, uuid, personal)).status).toBe(200);
    // The card payment's confirmation, arriving at the other instance.
    expect(await markPaid(b.db, uuid, new Date())).toBe(true);
    const refused = await put(a, uuid, personal);
    expect(refused.status).toBe(409);
    expect((await get(a, uuid)).paid_at).not.toBeNull();
  });

  it("answers with the other instance's steps and decision, and keeps them for the next step", async () => {
    const uuid = await newCreditOrder(a);
    expect((await put(a, uuid, personal)).status).toBe(200);
    expect((await put(b, uuid, noObligations)).status).toBe(200);
    const decided = await put(b, uuid, income(50_000));
    expect(decided.status).toBe(200);
    expect((decided.body as { rating: unknown }).rating).not.toBeNull();

    const answer = await put(a, uuid, personal);
    expect(answer.status).toBe(200);
    const { payment_info: _tables, ...stored } = await get(b, uuid);
    expect(answer.body).toEqual(stored);
    // The income step needs the obligations the other instance stored: a's kept copy lacked them.
    expect((await put(a, uuid, income(50_000))).status).toBe(200);
  });
});

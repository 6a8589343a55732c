/**
 * One decision per step, however many callers send it at once: 20 income steps in parallel on one
 * order (half of them on a salary that passes, half on one that is refused) leave one rating, and
 * every caller is answered that stored rating. A decided income step sent again is answered with
 * the stored decision, not decided a second time. Run with the order kept by the instance
 * (orders/order-cache.ts), without it, and across two instances.
 */
import { eq } from 'drizzle-orm';
import { clientOrders } from '../../db/schema.ts';
import { type TestApp, testBackends, useTestApp, useTestInstances } from '../../test/harness.ts';
import {
  get,
  income,
  newCreditOrder,
  noObligations,
  personal,
  put,
  ZERO_DELAYS,
} from './testing/order-test-kit.ts';

const APPROVED_SALARY = 50_000;
const REFUSED_SALARY = 500;

/** An individual's order with its personal and obligations steps answered. */
async function orderBeforeIncome(t: TestApp): Promise<string> {
  const uuid = await newCreditOrder(t);
  expect((await put(t, uuid, personal)).status).toBe(200);
  expect((await put(t, uuid, noObligations)).status).toBe(200);
  return uuid;
}

const salaryOf = (index: number) => (index % 2 === 0 ? APPROVED_SALARY : REFUSED_SALARY);

async function storedRating(t: TestApp, uuid: string): Promise<number | null> {
  const [row] = await t.db
    .select({ rating: clientOrders.rating })
    .from(clientOrders)
    .where(eq(clientOrders.uuid, uuid));
  return row?.rating ?? null;
}

/** 20 income steps at once, spread over `apps`; every answer must be a 200 with the stored rating. */
async function raceIncomeSteps(apps: readonly TestApp[], uuid: string) {
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      put(apps[index % apps.length] as TestApp, uuid, income(salaryOf(index))),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  const stored = await storedRating(apps[0] as TestApp, uuid);
  expect(stored).not.toBeNull();
  expect(answers.map((answer) => (answer.body as { rating: unknown }).rating)).toEqual(
    answers.map(() => stored),
  );
  return stored;
}

describe.each(testBackends())('parallel income steps on one order ($name)', (backend) => {
  describe('the order kept by the instance', () => {
    const t = useTestApp(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

    it.each([1, 2, 3])('run %i: one decision, told to every caller', async () => {
      await raceIncomeSteps([t], await orderBeforeIncome(t));
    });

    it('a decided income step sent again answers the stored decision and changes nothing', async () => {
      const uuid = await orderBeforeIncome(t);
      const refused = await put(t, uuid, income(REFUSED_SALARY));
      expect(refused.body).toMatchObject({ rating: 0 });
      const again = await put(t, uuid, income(APPROVED_SALARY));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ rating: 0 });
      const { payment_info: _tables, ...stored } = await get(t, uuid);
      expect(again.body).toEqual(stored);
      const [row] = await t.db.select().from(clientOrders).where(eq(clientOrders.uuid, uuid));
      expect(row?.income?.medie_salariu).toBe(REFUSED_SALARY);
    });
  });

  describe('no order kept', () => {
    const t = useTestApp(backend, {
      decisionDelays: ZERO_DELAYS,
      eurRonRate: 5,
      orderCache: { maxEntries: 0, ttlMs: 0 },
    });

    it.each([1, 2, 3])('run %i: one decision, told to every caller', async () => {
      await raceIncomeSteps([t], await orderBeforeIncome(t));
    });
  });

  describe('two instances', () => {
    const [a, b] = useTestInstances(backend, { decisionDelays: ZERO_DELAYS, eurRonRate: 5 });

    it('one decision, told to every caller of either instance', async () => {
      const uuid = await orderBeforeIncome(a);
      // b keeps the order too, so both decide on a kept copy.
      await get(b, uuid);
      await raceIncomeSteps([a, b], uuid);
    });
  });
});

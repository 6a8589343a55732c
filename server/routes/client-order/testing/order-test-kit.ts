/**
 * Test-only helpers of the order API tests: seeded cars and counties, the terms and step payloads
 * the tests start from (order-bodies.ts, shared with the Playwright specs), and an order answered
 * through its steps.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cars, cities, counties } from '../../../db/schema.ts';
import { LOCAL_SANDBOX, type TestApp } from '../../../test/harness.ts';
import { CREDIT_TERMS, contactBody, income, noObligations, personal } from './order-bodies.ts';

export {
  COMPANY_LEASING,
  CREDIT_TERMS,
  contactBody,
  income,
  LEASING_EUR,
  noObligations,
  personal,
  SUBSCRIPTION_TERMS,
} from './order-bodies.ts';

export const ZERO_DELAYS = { check1: 0, check2: 0, individual: 0 } as const;

/** The shop origin the card sandbox's payment form is embedded in. */
export const SHOP = 'http://shop.test';

/** Test app options of the tests that pay: instant decisions, 5 lei a euro, the card sandbox open to the shop. */
export const PAYING_APP = {
  decisionDelays: ZERO_DELAYS,
  eurRonRate: 5,
  sandbox: LOCAL_SANDBOX,
  corsOrigins: [SHOP],
} as const;

/** The `nth` (from 0) orderable car: tests that pay pick a car of their own (a paid car is reserved). */
export async function orderableSku(db: Database, categoryIds: number[], nth = 0): Promise<string> {
  const [car] = await db
    .select({ sku: cars.sku })
    .from(cars)
    .where(and(inArray(cars.categoryId, categoryIds), eq(cars.carVisibilityId, 2)))
    .orderBy(asc(cars.id))
    .offset(nth)
    .limit(1);
  if (!car) throw new Error('the seed has no orderable car');
  return car.sku;
}

export async function someLocality(
  db: Database,
): Promise<{ judet: number; localitate: string; price: number }> {
  const [row] = await db
    .select({ judet: counties.id, localitate: cities.name, price: counties.deliveryPrice })
    .from(cities)
    .innerJoin(counties, eq(counties.id, cities.countyId))
    .orderBy(asc(cities.id))
    .limit(1);
  if (!row) throw new Error('the seed has no city');
  return row;
}

/** The first car of `category` the shop shows (visible or sold), with its payment info still raw. */
export async function firstShownCar(
  db: Database,
  category: number,
): Promise<{ sku: string; productName: string; paymentInfo: unknown }> {
  const [car] = await db
    .select({ sku: cars.sku, productName: cars.productName, paymentInfo: cars.paymentInfo })
    .from(cars)
    .where(and(eq(cars.categoryId, category), ne(cars.carVisibilityId, 1)))
    .limit(1);
  if (!car) throw new Error(`the seed has no shown car in category ${category}`);
  return car;
}

export function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export async function createOrder(t: TestApp, body: unknown): Promise<string> {
  const res = await t.request('/api/client-order', jsonInit('POST', body));
  if (res.status !== 201 || typeof res.body !== 'string')
    throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const put = (t: TestApp, uuid: string, body: unknown) =>
  t.request(`/api/client-order/${uuid}`, jsonInit('PUT', body));
export const get = async (t: TestApp, uuid: string) =>
  (await t.request(`/api/client-order/${uuid}`)).body as Record<string, unknown>;

/** The personal, obligations and income steps with no debts; the answer is the income step's. */
export async function answerSteps(t: TestApp, uuid: string, salary: number) {
  await put(t, uuid, personal);
  await put(t, uuid, noObligations);
  return put(t, uuid, income(salary));
}

/** An individual's credit order (`CREDIT_TERMS`) for the first orderable car, no step answered. */
export async function newCreditOrder(t: TestApp): Promise<string> {
  return createOrder(
    t,
    contactBody(await orderableSku(t.db, [2, 3]), await someLocality(t.db), CREDIT_TERMS),
  );
}

/** An individual's credit order (`CREDIT_TERMS`) for `sku`, approved on a salary of 50,000 lei. */
export async function approvedCreditOrder(t: TestApp, sku: string): Promise<string> {
  const uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS));
  await answerSteps(t, uuid, 50_000);
  return uuid;
}

/**
 * Test-only helpers of the order API tests: seeded cars and counties, the terms and step payloads
 * the tests start from, and an order answered through its steps.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { cars, cities, counties } from '../../../db/schema.ts';
import { LOCAL_SANDBOX, type TestApp } from '../../../test/harness.ts';

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

/** Credit for an individual in lei, 60 months, 55 % down: the terms most order tests start from. */
export const CREDIT_TERMS = {
  person: 1,
  credit_type: 'credit',
  currency: 1,
  months: 60,
  downpayment: 55,
  residual: 0,
} as const;

/** Leasing in euro, 30 % down, 20 % residual, for an individual. */
export const LEASING_EUR = {
  ...CREDIT_TERMS,
  credit_type: 'leasing',
  currency: 2,
  downpayment: 30,
  residual: 20,
} as const;

/** The same leasing for an SRL whose administrator signs without a guarantor. */
export const COMPANY_LEASING = {
  ...LEASING_EUR,
  person: 2,
  tip_companie: 1,
  nume_companie: 'Exemplu Trans SRL',
  cui: '12345674',
  nr_recom: 'J12/345/2015',
  calitatea: 1,
  fidejusor: 0,
} as const;

/** A 12-month subscription with 1,000 km a month for an individual. */
export const SUBSCRIPTION_TERMS = {
  person: 1,
  credit_type: 'carSubscription',
  months: 12,
  monthly_km_included: 1000,
  data_preluare: '2026-06-22',
} as const;

export function contactBody(sku: string, place: { judet: number; localitate: string }, extra: object) {
  return {
    sku,
    nume: 'Popescu',
    prenume: 'Ana',
    telefon: '+40712345678',
    email: 'ana@example.ro',
    email_confirm: 'ana@example.ro',
    data_nasterii: '1990-04-12',
    judet: place.judet,
    localitate: place.localitate,
    strada: 'Str. Memorandumului 10',
    cod_postal: '400114',
    data_protection: true,
    terms_condition: true,
    ...extra,
  };
}

export const personal = {
  stare_civila: 1,
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: 3,
  avut_credite: 0,
};
export const noObligations = { contracte_credit: [], carduri_credit: [] };
export const income = (salary: number) => ({
  medie_salariu: salary,
  income: [],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
});

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

/** An individual's credit order (`CREDIT_TERMS`) for `sku`, approved on a salary of 50,000 lei. */
export async function approvedCreditOrder(t: TestApp, sku: string): Promise<string> {
  const uuid = await createOrder(t, contactBody(sku, await someLocality(t.db), CREDIT_TERMS));
  await answerSteps(t, uuid, 50_000);
  return uuid;
}

/**
 * The checkout's API-driven order steps for Playwright, shared by the checkout and withdrawal
 * specs: an approved order is made through the order API (the same calls the wizard makes), then
 * paid through the real /rezolutie → /plata → card frame → /complete pages.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  CREDIT_TERMS,
  contactBody,
  income,
  noObligations,
  personal,
} from '../../../server/routes/client-order/testing/order-bodies.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { waitForHydration } from './hydration.ts';

const t = ro.checkout;
const s = ro.sandbox;

export const CARDS = {
  success: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

export interface ListedCar {
  id: number;
  sku: string;
  product_name: string;
  category_id: number;
  car_visibility_id: number;
  availability_date: string | null;
}
export interface Place {
  judet: number;
  localitate: string;
}
export type Order = Record<string, unknown>;

export const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.ro`;

/** Cars are shared out among the tests that pay by `id % PAY_SLOTS`, one slot per test. */
export const PAY_SLOTS = 4;

/**
 * The last orderable car of the list whose id falls in `slot`. A paid order reserves its car (and it
 * leaves the orderable ones), so every test that pays draws from a slot of its own, unaffected by
 * the others' payments, and the other specs' first listed cars are never paid for. `fromEnd` 2
 * takes the one before it: a second spec paying in a slot never meets the checkout's car.
 */
export async function orderableCar(
  request: APIRequestContext,
  categories: number[],
  slot: number,
  fromEnd = 1,
): Promise<ListedCar> {
  const response = await request.get(`/api/cars?categories_ids=${categories.join(',')}`);
  expect(response.ok()).toBe(true);
  const car = ((await response.json()) as ListedCar[])
    .filter((item) => item.car_visibility_id === 2 && categories.includes(item.category_id))
    .filter((item) => item.id % PAY_SLOTS === slot)
    .at(-fromEnd);
  if (!car) throw new Error('the seed has no orderable car');
  return car;
}

export async function firstPlace(
  request: APIRequestContext,
): Promise<Place & { county: string; price: number }> {
  const counties = (await (await request.get('/api/counties')).json()) as {
    id: number;
    name: string;
    delivery_price: number;
  }[];
  const county = counties.find((item) => item.delivery_price > 0) ?? counties[0];
  if (!county) throw new Error('no county');
  const cities = (await (await request.get(`/api/counties/${county.id}`)).json()) as { name: string }[];
  const city = cities[0];
  if (!city) throw new Error('no city');
  return { judet: county.id, localitate: city.name, county: county.name, price: county.delivery_price };
}

export async function createOrder(request: APIRequestContext, body: object): Promise<string> {
  const response = await request.post('/api/client-order', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as string;
}

export async function put(request: APIRequestContext, uuid: string, body: object): Promise<Order> {
  const response = await request.put(`/api/client-order/${uuid}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Order;
}

export async function getOrder(request: APIRequestContext, uuid: string): Promise<Order> {
  return (await (await request.get(`/api/client-order/${uuid}`)).json()) as Order;
}

/** The order's checks run as jobs: wait until `key` has an answer. */
export async function answered(request: APIRequestContext, uuid: string, key: string): Promise<Order> {
  let order: Order = {};
  await expect
    .poll(
      async () => {
        order = await getOrder(request, uuid);
        return order[key];
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return order;
}

/** An individual approved on the first decision: personal, no obligations, a high income. */
export async function approvedIndividual(request: APIRequestContext, body: object): Promise<string> {
  const uuid = await createOrder(request, body);
  await put(request, uuid, personal);
  await put(request, uuid, noObligations);
  expect(await put(request, uuid, income(60_000))).toMatchObject({ rating: 1 });
  return uuid;
}

export async function creditOrder(request: APIRequestContext, email: string, slot: number): Promise<string> {
  const car = await orderableCar(request, [2, 3], slot);
  return approvedIndividual(request, contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, email));
}

export async function openResolution(page: Page, uuid: string, query = ''): Promise<void> {
  await page.goto(`/rezolutie/${uuid}${query}`);
  await waitForHydration(page);
}

export async function payStep(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(t.termsLink) }).check();
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/plata\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: t.paymentPageTitle })).toBeVisible();
}

/** Types a card into the provider's frame (never the shop's DOM) and submits it. */
export async function payWithCard(page: Page, card: string): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${s.cardFrameTitle}"]`);
  await frame.getByLabel(s.cardNumber).fill(card);
  await frame.getByLabel(s.cardExpiry).fill('12/39');
  await frame.getByLabel(s.cardCvc).fill('123');
  await frame.getByRole('button', { name: /^Plateste/ }).click();
}

export async function expectPaid(page: Page, uuid: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/complete/${uuid}\\?id=`));
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: t.informationTitle })).toBeVisible();
}

export async function mails(request: APIRequestContext, to: string, subjectPart: string): Promise<number> {
  const rows = (await (await request.get(`/api/sandbox/outbox?${new URLSearchParams({ to })}`)).json()) as {
    subject: string;
    html: string;
  }[];
  return rows.filter((row) => row.subject.includes(subjectPart) || row.html.includes(subjectPart)).length;
}

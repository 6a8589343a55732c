/**
 * Every consent and declaration checkbox in every flow starts unticked (issue 15, item 4; GDPR
 * art. 4(11) and 7: consent is an affirmative act, never a pre-ticked box). The walk opens each form
 * the way a visitor does and checks every enabled checkbox in it before anything is typed:
 * the cookie banner's settings on a first visit, newsletter, contact, stock alert, viewing, other
 * financing, the approval steps (contact, income, adjusted terms after a refusal, the subscription's
 * consent), the payment step and the refund form. A form listed here with no checkbox fails too, so
 * a renamed form cannot silently leave the walk.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  CREDIT_TERMS,
  contactBody,
  income,
  noObligations,
  personal,
} from '../../server/routes/client-order/testing/order-bodies.ts';
import { pickupWindow } from '../../src/domain/catalog/pickup-date.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { ro } from '../../src/i18n/ro.ts';
import {
  approvedIndividual,
  createOrder,
  firstPlace,
  openResolution,
  put,
  unique,
} from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';
import { carInStock, EAGER_ISLANDS, reserveFinancing } from './support/order-flow.ts';

// Each test opens several pages and hydrates their islands; on a loaded 2-core machine that takes time.
test.describe.configure({ timeout: 120_000 });

/** Every enabled checkbox in `scope` (at least `count`), none of them ticked. */
async function expectUnticked(scope: Locator, count: number): Promise<void> {
  const boxes = scope.locator('input[type="checkbox"]:not([disabled])');
  // The approval's resolution shows its form only once the decision (polled) has arrived.
  await expect(boxes.first()).toBeAttached({ timeout: 20_000 });
  expect(await boxes.count()).toBeGreaterThanOrEqual(count);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function carOf(
  request: APIRequestContext,
  accept: (car: { category_id: number; car_visibility_id: number }) => boolean,
) {
  const cars = (await (await request.get('/api/cars?categories_ids=1,2,3')).json()) as {
    sku: string;
    category_id: number;
    car_visibility_id: number;
    availability_date: string | null;
  }[];
  const car = cars.find(accept);
  if (!car) throw new Error('no such car in the seed');
  return car;
}

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('cookie banner: the Analiza and Marketing choices start unticked', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Folosim cookie-uri' });
    await banner.getByRole('button', { name: ro.consent.settings, exact: true }).click();
    await expectUnticked(banner, 2);
  });
});

test('newsletter and contact forms', async ({ page }) => {
  await page.goto('/');
  const newsletter = page.getByRole('region', { name: 'Aboneaza-te la newsletter' });
  await newsletter.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await expectUnticked(newsletter, 1);
  await page.goto('/#contact');
  const contactDialog = dialog(page, ro.content.contactTitle);
  await expect(contactDialog).toBeVisible({ timeout: 15_000 });
  await expectUnticked(contactDialog, 1);
});

test('car page forms: viewing, other financing, stock alert', async ({ page, request }) => {
  const viewable = await carOf(request, (car) => car.car_visibility_id === 2 && car.category_id !== 1);
  await page.goto(`/masina/${viewable.sku}`);
  await page.getByRole('link', { name: ro.catalog.requestViewing }).click();
  await expectUnticked(dialog(page, ro.leads.viewingTitle), 1);
  await page.goto(`/masina/${viewable.sku}`);
  await page.getByRole('link', { name: ro.catalog.otherFinancingButton }).click();
  await expectUnticked(dialog(page, ro.leads.otherFinancingTitle), 1);
  const reserved = await carOf(request, (car) => car.car_visibility_id === 4);
  await page.goto(`/masina/${reserved.sku}#alerta-stoc`);
  await expectUnticked(dialog(page, ro.leads.stockAlertTitle), 1);
});

test('approval: contact step, income step, adjusted terms after a refusal', async ({ page, request }) => {
  const car = await carInStock(request, [2, 3]);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  await expectUnticked(page.locator('main form'), 2);

  const place = await firstPlace(request);
  const uuid = await createOrder(request, contactBody(car.sku, place, CREDIT_TERMS, unique('bifa')));
  await put(request, uuid, personal);
  await put(request, uuid, noObligations);
  await page.goto(`/aprobare/credit/4/${uuid}`);
  await waitForHydration(page, EAGER_ISLANDS);
  await expectUnticked(page.locator('main form'), 1);

  await put(request, uuid, income(1_000));
  await page.goto(`/aprobare/credit/5/${uuid}`);
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(page.getByRole('button', { name: 'Retrimite cererea' })).toBeVisible({ timeout: 15_000 });
  await expectUnticked(page.locator('main form'), 1);
});

test('approval: the subscription consent before identification', async ({ page, request }) => {
  const car = await carOf(
    request,
    (candidate) => candidate.category_id === 1 && candidate.car_visibility_id === 2,
  );
  const terms = {
    person: 1,
    credit_type: 'carSubscription',
    months: 12,
    monthly_km_included: 1000,
    data_preluare: pickupWindow(car.availability_date, todayIn()).earliest,
  };
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), terms, unique('abonbifa')),
  );
  await page.goto(`/aprobare/abonament/5/${uuid}`);
  await waitForHydration(page, EAGER_ISLANDS);
  await expectUnticked(page.locator('main form'), 1);
});

test('payment step and refund form', async ({ page, request }) => {
  const car = await carInStock(request, [2, 3], 1);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, unique('platabifa')),
  );
  await openResolution(page, uuid);
  await expect(page.getByRole('heading', { name: ro.checkout.headingReservation })).toBeVisible();
  await expectUnticked(page.locator('main form'), 1);

  await page.goto('/formular-ramburs');
  await waitForHydration(page, 'main astro-island');
  await expectUnticked(page.locator('main form'), 2);
});

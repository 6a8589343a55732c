/**
 * Test mode, the default (issue 33): with no payment settings the shop takes the fee through the
 * payment sandbox, every page carries the "Mod test" ribbon, and a paid reservation takes the car
 * out of stock. A credit order and a subscription order (identification and signing in the
 * identification sandbox), each paid with the sandbox's test card.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CREDIT_TERMS, contactBody } from '../../server/routes/client-order/testing/order-bodies.ts';
import { pickupWindow } from '../../src/domain/catalog/pickup-date.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { ro } from '../../src/i18n/ro.ts';
import {
  approvedIndividual,
  CARDS,
  expectPaid,
  firstPlace,
  type ListedCar,
  openResolution,
  orderableCar,
  payStep,
  payWithCard,
  put,
  unique,
} from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';

const s = ro.sandbox;

async function expectRibbon(page: Page): Promise<void> {
  const ribbon = page.getByRole('complementary', { name: ro.site.testModeLabel });
  await expect(ribbon).toBeVisible();
  await expect(ribbon).toHaveText(ro.site.testModeRibbon);
}

/** Out of stock: no longer orderable (visibility 2), reserved (4) in the live API. */
async function expectOutOfStock(request: APIRequestContext, car: ListedCar): Promise<void> {
  const response = await request.get(`/api/cars/${car.sku}`);
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ car_visibility_id: 4 });
}

test('a credit order is paid with the test card; the ribbon is on every page; the car leaves stock', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expectRibbon(page);
  const car = await orderableCar(request, [2, 3], 1, 3);
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), CREDIT_TERMS, unique('testmode-credit')),
  );
  await openResolution(page, uuid);
  await expectRibbon(page);
  await payStep(page);
  await expectRibbon(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
  await expectRibbon(page);
  await expectOutOfStock(request, car);
});

test('a subscription order is identified, signed and paid in test mode; the car leaves stock', async ({
  page,
  request,
}) => {
  const car = await orderableCar(request, [1], 2);
  const terms = {
    person: 1,
    credit_type: 'carSubscription',
    months: 12,
    monthly_km_included: 1000,
    data_preluare: pickupWindow(car.availability_date, todayIn()).earliest,
  };
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), terms, unique('testmode-sub')),
  );
  const consented = await put(request, uuid, { data_protection: true });
  await page.goto(consented.dochub_url as string);
  await page.getByLabel(s.consentCheckbox).check();
  await page.getByRole('button', { name: s.startIdentification }).click();
  await page.getByRole('button', { name: s.videoSuccess }).click();
  await page.getByRole('button', { name: s.signSuccess }).click();
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}`));
  await waitForHydration(page);
  await expectRibbon(page);
  await payStep(page);
  await payWithCard(page, CARDS.success);
  await expectPaid(page, uuid);
  await expectOutOfStock(request, car);
});

test('the ribbon, as a shopper sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await expectRibbon(page);
  await page.screenshot({ path: process.env.RIBBON_SCREENSHOT ?? 'test-results/test-mode-ribbon.png' });
});

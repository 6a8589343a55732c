/**
 * Promotions on the real build and server (issue 31.2): a promotion is a rule the prices apply.
 * A free-delivery car's checkout charges 0 for home delivery, in the summary, under the delivery
 * fields and in the stored order; a first-month-discount car's page and order summary show the
 * discounted first month. A subscription car's price block shows no selling price (issue 31.13).
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { contactBody } from '../../server/routes/client-order/testing/order-bodies.ts';
import { pickupWindow } from '../../src/domain/catalog/pickup-date.ts';
import { firstMonthPrice } from '../../src/domain/catalog/promotions.ts';
import type { CarDetail, Promotion } from '../../src/domain/cms-schemas.ts';
import { todayIn } from '../../src/domain/dates.ts';
import { firstMonthText, subscriptionMonthlyText } from '../../src/domain/financing/offer-text.ts';
import { fill, ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { approvedIndividual, firstPlace, getOrder, put, unique } from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';

const t = ro.summary;
const c = ro.checkout;
const s = ro.sandbox;

const summary = (page: Page) => page.getByRole('region', { name: t.title });

/** The figure next to a label in the summary. */
function line(region: Locator, label: string): Locator {
  return region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

type ListedCar = Pick<CarDetail, 'id' | 'sku' | 'car_visibility_id' | 'availability_date' | 'promo_messages'>;

/**
 * A subscription car in stock carrying a promotion of `kind`: one from the middle of those that
 * do, away from the first and last cars of the list, which the paying specs take.
 */
async function promotedCar(request: APIRequestContext, kind: Promotion['kind']) {
  const response = await request.get('/api/cars?categories_ids=1');
  expect(response.ok()).toBe(true);
  const promoted = ((await response.json()) as ListedCar[]).filter(
    (car) => car.car_visibility_id === 2 && car.promo_messages.some((promotion) => promotion.kind === kind),
  );
  const car = promoted[Math.floor(promoted.length / 2)];
  if (!car) throw new Error(`the seed has no subscription car in stock with ${kind}`);
  const promotion = car.promo_messages.find((candidate) => candidate.kind === kind);
  if (!promotion) throw new Error('unreachable');
  return { car, promotion };
}

/** An individual's approved, consented 12-month, 1000 km subscription order for `car`. */
async function subscriptionOrder(request: APIRequestContext, car: ListedCar, email: string) {
  const terms = {
    person: 1,
    credit_type: 'carSubscription',
    months: 12,
    monthly_km_included: 1000,
    data_preluare: pickupWindow(car.availability_date, todayIn()).earliest,
  };
  const uuid = await approvedIndividual(
    request,
    contactBody(car.sku, await firstPlace(request), terms, email),
  );
  const consented = await put(request, uuid, { data_protection: true });
  return { uuid, dochub: String(consented.dochub_url) };
}

test('free delivery: the checkout charges 0 for home delivery, and the order keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { car, promotion } = await promotedCar(request, 'free_delivery');
  const { uuid, dochub } = await subscriptionOrder(request, car, unique('free-delivery'));
  expect(await getOrder(request, uuid)).toMatchObject({ promotions: expect.arrayContaining([promotion]) });

  // Identification and signing in the sandbox lead to the payment step.
  await page.goto(dochub);
  await page.getByLabel(s.consentCheckbox).check();
  await page.getByRole('button', { name: s.startIdentification }).click();
  await page.getByRole('button', { name: s.videoSuccess }).click();
  await page.getByRole('button', { name: s.signSuccess }).click();
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}`));
  await waitForHydration(page);

  const aside = summary(page);
  const free = fill(t.homeDeliveryFree, { amount: '0,00 €', promotion: promotion.name });
  await page.getByRole('radio', { name: c.homeDelivery }).check();
  await expect(line(aside, t.delivery)).toHaveText(free);
  // A county that charges for transport: the promotion waives it.
  const place = await firstPlace(request);
  expect(place.price).toBeGreaterThan(0);
  await page.getByLabel(new RegExp(`^${c.countyLabel}`)).selectOption({ label: place.county });
  await expect(page.getByText(fill(c.transportFree, { amount: '0,00 €' }))).toBeVisible();
  await expect(line(aside, t.delivery)).toHaveText(free);
  const locality = page.getByLabel(new RegExp(`^${c.localityLabel}`));
  await expect(locality.getByRole('option', { name: place.localitate, exact: true })).toBeAttached();
  await locality.selectOption({ label: place.localitate });
  await page.getByLabel(new RegExp(`^${c.addressLabel}`)).fill('Str. Fabricii 12');
  await page.getByLabel(new RegExp(`^${c.phoneLabel}`)).fill('+40712345678');
  expect(await violations(page), 'the payment step with free delivery (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('checkbox', { name: new RegExp(c.termsLink) }).check();
  await page.getByRole('button', { name: c.pay, exact: true }).click();

  // The card page shows the delivery the server stored: charged 0.
  await expect(page).toHaveURL(new RegExp(`/plata/${uuid}$`));
  await waitForHydration(page);
  await expect(line(aside, t.delivery)).toHaveText(free);
  expect(await getOrder(request, uuid)).toMatchObject({ delivery_type: 2, taxa_livrare: 0 });
});

test('first-month discount: the car page and the order summary show the discounted first month', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { car, promotion } = await promotedCar(request, 'first_month_discount');
  const detail = (await (await request.get(`/api/cars/${car.sku}`)).json()) as CarDetail;
  if (detail.payment_info.kind !== 'subscription') throw new Error('expected a subscription car');
  const monthly = detail.payment_info.price_table['1000'].price_months_12;
  const first = firstMonthPrice(monthly, [promotion]);
  if (!first) throw new Error('expected a first month');
  const firstMonth = firstMonthText(first);

  // The car page: the tag, the first month beside the panel's price (12 months, 1000 km, the
  // panel's default) and no selling price in the price block of a rented car.
  await page.goto(`/masina/${car.sku}`);
  await expect(page.getByRole('list', { name: ro.carPage.promotions })).toContainText(promotion.name);
  await expect(page.locator('[data-price-block]')).not.toContainText(ro.catalog.initialPrice);
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island');
  await expect(
    page.locator('[data-offer-panel]').getByText(`${ro.financing.firstMonth}: ${firstMonth}`),
  ).toBeVisible();

  // The order summary of the order placed with it.
  const { uuid } = await subscriptionOrder(request, car, unique('first-month'));
  await page.goto(`/aprobare/${uuid}`);
  await waitForHydration(page);
  const aside = summary(page);
  await expect(line(aside, t.monthlyPrice)).toHaveText(`${subscriptionMonthlyText(monthly)}, ${t.withVat}`);
  await expect(line(aside, ro.financing.firstMonth)).toHaveText(firstMonth);
  expect(await violations(page), 'the approval step with a first month (WCAG 2.1 AA)').toEqual([]);
});

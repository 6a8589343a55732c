/**
 * The order summary on the real build and server (issue 12, item 14): from the car page's
 * 'Rezerva acum' through the approval steps to the payment step and the card page, it shows the
 * rate the car page priced, the fee, the delivery chosen on the payment step, and a total due now
 * equal to what the provider's card widget charges. On a phone it sits collapsed above the form.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import {
  acceptApproval,
  carInStock,
  EAGER_ISLANDS,
  fillContactStep,
  fillIndividualSteps,
  orderUuidAtStep,
} from './support/order-flow.ts';

const t = ro.summary;
const c = ro.checkout;

const summary = (page: Page) => page.getByRole('region', { name: t.title });

/** The figure next to a label in the summary. */
function line(region: Locator, label: string): Locator {
  return region
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const twoDecimals = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const lei = (value: number) => `${twoDecimals.format(value)} RON`;

async function countyWithDeliveryPrice(request: APIRequestContext) {
  const counties = (await (await request.get('/api/counties')).json()) as {
    id: number;
    name: string;
    delivery_price: number;
  }[];
  const county = counties.find((item) => item.delivery_price > 0);
  if (!county) throw new Error('no county with a delivery price');
  const cities = (await (await request.get(`/api/counties/${county.id}`)).json()) as { name: string }[];
  const city = cities[0];
  if (!city) throw new Error('no city');
  return { county, city };
}

test('credit for an individual: the summary follows the shopper from step 1 to the card widget', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A car no other spec orders, so the flows of the other specs are not disturbed.
  const car = await carInStock(request, [2, 3], 4);
  await page.goto(`/masina/${car.sku}`);
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island');
  const panelRate = (await page.locator('[data-offer-panel] .offer-monthly__amount').textContent())?.trim();
  await page.getByRole('link', { name: 'Rezerva acum' }).click();
  await expect(page).toHaveURL(/\/aprobare\/credit\/1$/);
  await waitForHydration(page, EAGER_ISLANDS);

  // Step 1, before the order exists: the stores' terms priced with the car's tables.
  const aside = summary(page);
  await expect(aside.getByText(car.product_name, { exact: true })).toBeVisible();
  // The photo is decorative beside the car's name (alt=""), so it has no img role.
  await expect(aside.locator('img')).toHaveCount(1);
  await expect(line(aside, t.product)).toHaveText(t.products.credit);
  await expect(line(aside, t.monthlyRate)).toHaveText(`${panelRate}, ${t.withVat}${ro.creditAds.warning}`);
  await expect(line(aside, t.dueNow)).toHaveText('220,00 €');
  expect(await violations(page), 'approval step 1 with the summary (WCAG 2.1 AA)').toEqual([]);

  await fillContactStep(page);
  const uuid = await orderUuidAtStep(page, 'credit', 2);
  const order = (await (await request.get(`/api/client-order/${uuid}`)).json()) as {
    taxa_rezervare_ron: number;
  };
  const fee = lei(order.taxa_rezervare_ron);
  // Step 2 on: the read-back is the truth, and the fee is in lei at the order's rate.
  await expect(line(aside, t.dueNow)).toHaveText(fee);
  await expect(line(aside, t.monthlyRate)).toHaveText(`${panelRate}, ${t.withVat}${ro.creditAds.warning}`);
  await fillIndividualSteps(page, 'credit', 20_000);
  await expect(line(aside, t.dueNow)).toHaveText(fee);
  await acceptApproval(page);
  await expect(page).toHaveURL(new RegExp(`/rezolutie/${uuid}$`));
  await waitForHydration(page);

  // The payment step: the delivery follows the shopper's choice; the card pays the fee alone.
  await expect(line(aside, t.delivery)).toHaveText(t.pickupFree);
  const { county, city } = await countyWithDeliveryPrice(request);
  await page.getByRole('radio', { name: c.homeDelivery }).check();
  await expect(line(aside, t.delivery)).toHaveText(t.homeDeliveryNoCounty);
  await page.getByLabel(new RegExp(`^${c.countyLabel}`)).selectOption({ label: county.name });
  const transport = `${twoDecimals.format(Math.round(county.delivery_price * 121) / 100)} €`;
  await expect(line(aside, t.delivery)).toHaveText(
    `${t.homeDelivery.replace('{amount}', transport)}, ${t.withVat}${t.deliveryPaidLater}`,
  );
  await expect(line(aside, t.dueNow)).toHaveText(fee);
  const locality = page.getByLabel(new RegExp(`^${c.localityLabel}`));
  await expect(locality.getByRole('option', { name: city.name, exact: true })).toBeAttached();
  await locality.selectOption({ label: city.name });
  await page.getByLabel(new RegExp(`^${c.addressLabel}`)).fill('Str. Fabricii 12');
  await page.getByLabel(new RegExp(`^${c.phoneLabel}`)).fill('+40712345678');
  expect(await violations(page), 'the payment step with the summary (WCAG 2.1 AA)').toEqual([]);
  await page.getByRole('checkbox', { name: new RegExp(c.termsLink) }).check();
  await page.getByRole('button', { name: c.pay, exact: true }).click();

  // The card page: the stored delivery, and the total is what the provider's widget charges.
  await expect(page).toHaveURL(new RegExp(`/plata/${uuid}$`));
  await waitForHydration(page);
  await expect(line(aside, t.delivery)).toContainText(transport);
  await expect(line(aside, t.dueNow)).toHaveText(fee);
  const widget = page.frameLocator(`iframe[title="${ro.sandbox.cardFrameTitle}"]`);
  // The widget writes the amount the Romanian way: 1.100,00 lei.
  const charged = (await widget.getByText(/^Suma de plata:/).textContent())?.match(/([\d.]+,\d{2}) lei/)?.[1];
  const chargedLei = Number(charged?.replaceAll('.', '').replace(',', '.'));
  expect(lei(chargedLei), 'the summary total equals the card charge').toBe(fee);
  expect(await violations(page), 'the card page with the summary (WCAG 2.1 AA)').toEqual([]);

  // On a phone the summary is collapsed above the card widget, its total still in sight.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await waitForHydration(page);
  await expect(aside.getByText(t.dueNowShort.replace('{amount}', fee))).toBeVisible();
  await expect(line(aside, t.dueNow)).toBeHidden();
  const heading = page.getByRole('heading', { name: c.paymentPageTitle });
  expect((await aside.boundingBox())?.y ?? Infinity).toBeLessThan((await heading.boundingBox())?.y ?? 0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await aside.getByText(t.title).click();
  await expect(line(aside, t.dueNow)).toHaveText(fee);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

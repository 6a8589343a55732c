/**
 * A quote to keep (issue 37): the car page's panels write their terms into the address, and that
 * address opened by someone else (another browser: no stored choice) shows the same figures.
 */
import { expect, test } from '@playwright/test';
import { saveFromCarPage, threeCars } from './support/car-picks.ts';
import { waitForHydration } from './support/hydration.ts';
import { monthly, openPanel } from './support/offer-panel.ts';
import { carInStock } from './support/order-flow.ts';

test('the financing terms live in the address: a shared link reopens the same figures', async ({
  page,
  request,
  browser,
}) => {
  const car = await carInStock(request, [2, 3]);
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Calculeaza finantarea');
  await expect(page).toHaveURL(new RegExp(`/masina/${car.sku}$`));

  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  await panel.getByRole('radio', { name: 'Persoana juridica' }).check();
  const duration = panel.getByRole('slider', { name: 'Perioada' });
  await duration.focus();
  await duration.press('ArrowLeft');
  await expect(duration).toHaveValue('48');
  await expect(page).toHaveURL(/\?tip=leasing&persoana=pj&moneda=lei&luni=48&avans=50&rezidual=20$/);
  const figure = (await monthly(panel).textContent()) ?? '';
  expect(figure).not.toBe('');

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const shared = await openPanel(other, page.url(), 'Calculeaza finantarea');
    await expect(shared.getByRole('radio', { name: 'Leasing Financiar' })).toBeChecked();
    await expect(shared.getByRole('radio', { name: 'Persoana juridica' })).toBeChecked();
    await expect(shared.getByRole('slider', { name: 'Perioada' })).toHaveValue('48');
    await expect(monthly(shared)).toHaveText(figure);
  } finally {
    await elsewhere.close();
  }
});

test('the subscription terms live in the address too', async ({ page, request, browser }) => {
  const car = await carInStock(request, [1]);
  const panel = await openPanel(page, `/masina/${car.sku}`, 'Alege abonamentul');
  const duration = panel.getByRole('slider', { name: 'Durata abonament' });
  await duration.focus();
  await duration.press('Home');
  await expect(page).toHaveURL(/\?tip=abonament&persoana=pf&luni=3&km=\d+$/);
  const figure = (await monthly(panel).textContent()) ?? '';

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const shared = await openPanel(other, page.url(), 'Alege abonamentul');
    await expect(other).toHaveURL(page.url());
    await expect(monthly(shared)).toHaveText(figure);
  } finally {
    await elsewhere.close();
  }
});

test('favourites, compare three, open one: its changed terms shared as a link show the same figures', async ({
  page,
  request,
  browser,
}) => {
  // Three car pages, two island pages, a car page and a second browser on the shared CI cores.
  test.setTimeout(180_000);
  const cars = await threeCars(request);
  for (const car of cars) await saveFromCarPage(page, car.sku, true);
  await page.getByRole('link', { name: 'Favorite (3)' }).click();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Vezi comparatia (3)' }).click();
  await waitForHydration(page);
  const chosen = cars[1];
  if (!chosen) throw new Error('three cars expected');
  await page.getByRole('table').getByRole('link', { name: chosen.product_name }).click();
  await expect(page).toHaveURL(new RegExp(`/masina/${chosen.sku}$`));

  const panel = await openPanel(page, page.url(), 'Calculeaza finantarea');
  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  const duration = panel.getByRole('slider', { name: 'Perioada' });
  await duration.focus();
  await duration.press('ArrowLeft');
  await expect(page).toHaveURL(/\?tip=leasing&persoana=pf&moneda=lei&luni=48&avans=\d+&rezidual=\d+$/);
  const figure = (await monthly(panel).textContent()) ?? '';
  expect(figure).toMatch(/\d/);

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    const shared = await openPanel(other, page.url(), 'Calculeaza finantarea');
    await expect(shared.getByRole('radio', { name: 'Leasing Financiar' })).toBeChecked();
    await expect(shared.getByRole('slider', { name: 'Perioada' })).toHaveValue('48');
    await expect(monthly(shared)).toHaveText(figure);
    await expect(other).toHaveURL(page.url());
  } finally {
    await elsewhere.close();
  }
});

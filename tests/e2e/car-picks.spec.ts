/**
 * Favourites and comparison (issue 37) in the real build: three cars saved from their pages, the
 * header's count, the favourites page with their state, the comparison of the three, and the
 * comparison's link opened in another browser; on a phone the labels' column stays in view.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { saveFromCarPage, threeCars } from './support/car-picks.ts';
import { waitForHydration } from './support/hydration.ts';

test('save three cars, see them with their state, compare them, share the comparison', async ({
  page,
  request,
  browser,
}) => {
  // Three car pages, two island pages and a second browser on the shared CI cores.
  test.setTimeout(180_000);
  const cars = await threeCars(request);
  const skus = cars.map((car) => car.sku);
  for (const [index, sku] of skus.entries()) await saveFromCarPage(page, sku, index < 2);
  await expect(page.getByRole('link', { name: 'Favorite (3)' })).toBeVisible();

  await page.getByRole('link', { name: 'Favorite (3)' }).click();
  await waitForHydration(page);
  const items = page.getByRole('listitem').filter({ hasText: 'Disponibila' });
  await expect(items).toHaveCount(3);
  expect(await violations(page)).toEqual([]);
  const third = cars[2]?.product_name ?? '';
  await page.getByRole('button', { name: `Compara: ${third}` }).click();
  await page.getByRole('link', { name: 'Vezi comparatia (3)' }).click();

  await waitForHydration(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(page).toHaveURL(new RegExp(`/compara\\?masini=${skus.join(',')}$`));
  await expect(table.getByRole('row', { name: /Rata lunara \(Credit/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const elsewhere = await browser.newContext({ viewport: { width: 375, height: 740 } });
  try {
    const phone = await elsewhere.newPage();
    await phone.goto(page.url());
    await waitForHydration(phone);
    const phoneTable = phone.getByRole('table');
    await expect(phoneTable.getByRole('columnheader')).toHaveCount(4);
    // The labels stay while the cars' columns scroll sideways.
    const region = phone.getByRole('region', { name: 'Compara masini' });
    const label = phoneTable.getByRole('rowheader', { name: 'Kilometraj' });
    const before = await label.boundingBox();
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())?.x).toBe(before?.x);
  } finally {
    await elsewhere.close();
  }
});

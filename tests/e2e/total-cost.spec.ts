/**
 * Issue 37, "Cat ma costa in total" on the real build and server: on a phone, a shopper changes
 * the period and the mileage of a financing car's comparison; the table's code loads only then,
 * and its figures are the domain function's for the car's own tables and the settings' figures.
 * axe checks the block. A subscription car states the extra-km price and the CASCO excess.
 */
import { expect, type Page, test } from '@playwright/test';
import { figuresOf, fillFigures } from '../../src/domain/business-figures.ts';
import type { CarDetail } from '../../src/domain/cms-schemas.ts';
import { type TotalCostTerms, totalCost } from '../../src/domain/financing/total-cost.ts';
import { leiText } from '../../src/domain/financing/total-cost-text.ts';
import { roTotalCost as m } from '../../src/i18n/ro/total-cost.ts';
import { violations } from './support/axe.ts';
import { carInStock } from './support/order-flow.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The cells of the row headed `label`: credit, leasing. */
async function figuresOfRow(page: Page, label: string): Promise<string[]> {
  const row = page.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
  return (await row.getByRole('cell').allTextContents()).slice(0, 2);
}

test('a shopper compares the total cost of a financing car over another period and mileage', async ({
  page,
  request,
}) => {
  test.slow();
  const car = await carInStock(request, [2, 3], 1);
  const detail = (await (await request.get(`/api/cars/${car.sku}`)).json()) as CarDetail;
  const figures = figuresOf((await (await request.get('/api/settings')).json()) as Record<string, string>);
  const expected = (terms: TotalCostTerms) =>
    totalCost(detail, terms, figures)
      .slice(1)
      .map((column) => (column.offered ? leiText(column.netCost) : ''));

  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  await page.goto(`/masina/${car.sku}`);
  const block = page.getByRole('region', { name: m.heading });
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('table', { name: /36 de luni, cu 15\.000 de km pe an/ })).toBeVisible();
  expect(await figuresOfRow(page, m.netCost)).toEqual(expected({ months: 36, yearlyKm: 15_000 }));

  // The table's code is not loaded before the shopper touches it.
  const island = page.locator('astro-island[client="interaction"]');
  const componentUrl = new URL((await island.getAttribute('component-url')) ?? '', page.url()).pathname;
  expect(loaded).not.toContain(componentUrl);

  const status = block.getByRole('status');
  await block.getByRole('combobox', { name: m.periodLabel }).selectOption('24');
  await expect(status).toContainText('Pe 24 de luni, cu 15.000 de km pe an');
  expect(loaded).toContain(componentUrl);
  await block.getByRole('combobox', { name: m.mileageLabel }).selectOption('30000');
  await expect(status).toContainText('Pe 24 de luni, cu 30.000 de km pe an');
  await expect(block.getByRole('table', { name: /24 de luni, cu 30\.000 de km pe an/ })).toBeVisible();
  const chosen = expected({ months: 24, yearlyKm: 30_000 });
  expect(await figuresOfRow(page, m.netCost)).toEqual(chosen);
  expect(chosen).not.toEqual(expected({ months: 36, yearlyKm: 15_000 }));
  // Each assumption is stated beside its figure.
  await expect(page.getByRole('row', { name: /^RCA \(estimare\)/ })).toContainText(
    fillFigures('{rca_estimate} pe an', figures),
  );

  expect(await violations(page)).toEqual([]);
});

test('a subscription car states the price of extra km and the CASCO excess', async ({ page, request }) => {
  const car = await carInStock(request, [1]);
  const figures = figuresOf((await (await request.get('/api/settings')).json()) as Record<string, string>);
  await page.goto(`/masina/${car.sku}`);
  const costs = page.getByRole('region', { name: m.subscriptionCosts.heading });
  await expect(costs).toContainText(fillFigures(m.subscriptionCosts.extraKmValue, figures));
  await expect(costs).toContainText(fillFigures(m.subscriptionCosts.cascoExcessValue, figures));
  // One product only: no comparison.
  await expect(page.getByRole('heading', { name: m.heading })).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

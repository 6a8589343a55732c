/**
 * WCAG 2.1 AA (axe) on every page of issue 4 and a legal page, with the contact modal closed and
 * open; on a phone with the menu open; on the car list and both kinds of car page; on the approval
 * wizard's first step showing its errors. Carousels are checked after they mounted, islands after
 * they hydrated.
 */
import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { carInStock, reserveFinancing } from './support/order-flow.ts';
import { CONTENT_PAGES } from './support/pages.ts';

const PAGES = [...CONTENT_PAGES, '/impressum'];

/** The islands that hydrate without scrolling (idle and load); visible ones may stay static. */
const eagerIslands = ':is(astro-island[client="idle"], astro-island[client="load"])';

for (const path of PAGES) {
  test(`${path} has no WCAG 2.1 AA violation, contact modal closed`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page, eagerIslands);
    expect(await violations(page)).toEqual([]);
  });

  test(`${path} has no WCAG 2.1 AA violation, contact modal open`, async ({ page }) => {
    await page.goto(`${path}#contact`);
    await expect(page.getByRole('dialog', { name: 'Contacteaza-ne' })).toBeVisible({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
  });
}

test('the broker contact modal has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/#contactbroker');
  await expect(page.getByRole('dialog', { name: 'Contacteaza brokerul de asigurari' })).toBeVisible({
    timeout: 15_000,
  });
  expect(await violations(page)).toEqual([]);
});

test('the refund form with its field errors shown has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/formular-ramburs');
  await waitForHydration(page, eagerIslands);
  await page.getByRole('button', { name: 'Trimite' }).click();
  await expect(page.getByText('IBAN-ul este obligatoriu')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of ['/', '/masini', '/faq']) {
    test(`${path} with the menu open has no WCAG 2.1 AA violation`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page, eagerIslands);
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      await expect(page.getByRole('navigation', { name: 'Navigare principala' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('catalogue', () => {
  for (const [kind, categories] of [
    ['a subscription', [1]],
    ['a financing', [2, 3]],
  ] as const) {
    test(`${kind} car page with its offer panel has no WCAG 2.1 AA violation`, async ({ page, request }) => {
      const car = await carInStock(request, categories);
      await page.goto(`/masina/${car.sku}`);
      await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
      await waitForHydration(page, '[data-offer-panel] astro-island', 20_000);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the car list with its filters open has no WCAG 2.1 AA violation', async ({ page }) => {
    await page.goto('/masini');
    await waitForHydration(page, eagerIslands);
    await page.getByRole('button', { name: 'Mai multe filtre' }).click();
    expect(await violations(page)).toEqual([]);
  });
});

test('the approval contact step with its field errors shown has no WCAG 2.1 AA violation', async ({
  page,
  request,
}) => {
  const car = await carInStock(request, [2, 3]);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Numele este obligatoriu', { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

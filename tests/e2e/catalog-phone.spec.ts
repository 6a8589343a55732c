/**
 * The car list on a phone and its pages (issue 36): the first screen shows the first car, the
 * filters wait behind a 'Filtre' button (with the count of active filters) that opens them in a
 * dialog, and 'Incarca mai multe' writes the page in the address, so a reload, a shared link or
 * Back from a car reopens the list as far as it was loaded. Without JavaScript a link leads to
 * every car.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { shownCards, waitForLiveList } from './support/car-list.ts';
import { waitForHydration } from './support/hydration.ts';

const PHONE = { width: 390, height: 844 };
const PAGE_SIZE = 12;
/** The list island (client:interaction) hydrates at a touch on a clean list: not waited for. */
const EAGER_ISLANDS = 'astro-island:not([client="hash"]):not([client="interaction"])';

async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page, EAGER_ISLANDS);
  await waitForLiveList(page);
}

async function listed(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the first screen shows the first car, with the filters behind a button', async ({ page }) => {
    await page.goto('/masini');
    const firstCar = page.locator('.car-card').first();
    await expect(firstCar.getByRole('heading', { level: 3 })).toBeInViewport();
    await expect(firstCar.getByRole('img')).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Marca' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toBeVisible();
  });

  test('Filtre opens the filters in a dialog; Escape closes it and the button counts the filters', async ({
    page,
  }) => {
    await openList(page, '/masini');
    const button = page.getByRole('button', { name: 'Filtre', exact: true });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filtre' });
    await expect(sheet).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const brand = sheet.getByRole('combobox', { name: 'Marca' });
    const firstBrand = (await brand.locator('option').nth(1).getAttribute('value')) ?? '';
    await brand.selectOption(firstBrand);
    await expect(page).toHaveURL(new RegExp(`\\?manufacturer=${firstBrand}$`));
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    const counted = page.getByRole('button', { name: 'Filtre (1)' });
    await expect(counted).toBeFocused();

    // The count survives a reload: it comes from the address.
    await page.reload();
    await waitForHydration(page, EAGER_ISLANDS);
    await expect(page.getByRole('button', { name: 'Filtre (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Filtre (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Filtre' })
      .getByRole('button', { name: /^Vezi \d+/ })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('Incarca mai multe keeps the page in the address, for a reload and for Back from a car', async ({
  page,
}) => {
  const total = await listed(page, '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3');
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await openList(page, '/masini');
  await expect(shownCards(page)).toHaveCount(PAGE_SIZE);
  await expect(page.locator('[data-results] .catalog__shown:visible')).toHaveText(
    `Afisate ${PAGE_SIZE} din ${total} de masini`,
  );

  const more = page.getByRole('link', { name: 'Incarca mai multe' });
  await expect(more).toHaveAttribute('href', '?pagina=2');
  await more.click();
  await expect(page).toHaveURL(/\/masini\/?\?pagina=2$/);
  const shown = Math.min(2 * PAGE_SIZE, total);
  await expect(shownCards(page)).toHaveCount(shown);
  // The first car it added has the focus, so a keyboard goes on from there.
  const added = shownCards(page).nth(PAGE_SIZE);
  await expect(added.getByRole('link', { name: /Detalii oferta/ })).toBeFocused();
  expect(await violations(page)).toEqual([]);

  const name = (await added.locator('.car-card__name').textContent()) ?? '';
  await added.getByRole('link', { name: /Detalii oferta/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(shownCards(page)).toHaveCount(shown);

  // A shared link with a page and a filter opens the same results.
  await page.goto('/masini?pagina=2&availability=2');
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(page.getByLabel('Disponibilitate')).toHaveValue('2');
  await expect(shownCards(page).first()).toBeVisible();
  expect(await shownCards(page).count()).toBeLessThanOrEqual(2 * PAGE_SIZE);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list links to the plain list of every car, which links every car page', async ({ page }) => {
    const total = await listed(page, '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3');
    await page.goto('/masini');
    await expect(page.locator('[data-static-grid] .car-card')).toHaveCount(PAGE_SIZE);
    await page.getByRole('link', { name: 'Vezi toate masinile din lista' }).click();
    await expect(page).toHaveURL(/\/lista-masini\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masini: toate masinile');
    await expect(page.locator('.full-list').getByRole('link')).toHaveCount(total);
  });
});

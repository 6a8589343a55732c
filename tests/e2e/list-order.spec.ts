/**
 * Sort and monthly budget on a phone (issue 37): a budget in the filter sheet leaves only the cars
 * whose lowest default rate fits and the cards show that rate; "Sorteaza dupa" beside the 'Filtre'
 * button orders them and says so to screen readers; a reload reopens the same list from the
 * address. Every card has the favourites heart; axe finds nothing on the list.
 */
import { expect, type Page, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { shownCards, waitForLiveList } from './support/car-list.ts';
import { waitForHydration } from './support/hydration.ts';

const PHONE = { width: 390, height: 844 };
const ALL_CARS = '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3';

interface ListedCar {
  readonly monthly_rate_ron: { readonly individual: number | null };
}

/** '1.234,50' → 1234.5 */
const lei = (text: string) => Number(text.replaceAll('.', '').replace(',', '.'));

async function cardRates(page: Page): Promise<number[]> {
  const texts = await shownCards(page).locator('.car-card__rate strong').allTextContents();
  return texts.map((text) => lei(/de la ([\d.,]+) lei/.exec(text)?.[1] ?? 'NaN'));
}

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('a monthly budget and an order on a phone, kept in the address', async ({ page }) => {
  const response = await page.request.get(ALL_CARS);
  expect(response.ok()).toBe(true);
  const rates = ((await response.json()) as ListedCar[])
    .map((car) => car.monthly_rate_ron.individual)
    .filter((rate): rate is number => rate !== null)
    .sort((a, b) => a - b);
  // A budget that some cars fit and others do not.
  const budget = Math.floor(rates[Math.floor(rates.length / 3)] ?? 0);
  const fitting = rates.filter((rate) => rate <= budget).length;
  expect(fitting).toBeGreaterThan(0);
  expect(fitting).toBeLessThan(rates.length);

  await page.goto('/masini');
  await waitForHydration(page);
  await waitForLiveList(page);
  // Every card can be saved to the favourites.
  await expect(shownCards(page).getByRole('button', { name: /^Favorita: / })).toHaveCount(
    await shownCards(page).count(),
  );

  // The sort is on the first screen, beside the filters' button, before any car.
  const sort = page.getByRole('combobox', { name: 'Sorteaza dupa' });
  await expect(sort).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Filtre', exact: true })).toBeInViewport();

  await page.getByRole('button', { name: 'Filtre', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtre' });
  const field = sheet.getByRole('textbox', { name: 'Buget lunar (lei)' });
  await field.fill('doua mii');
  await expect(sheet.getByText('Scrie o suma in lei, doar cifre (de exemplu 2500).')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('9999999');
  await expect(sheet.getByText('Bugetul lunar poate fi de cel mult 200.000 lei.')).toBeVisible();
  await field.fill(String(budget));
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(sheet.getByText(/^aprox\. [\d.]+ € la cursul de/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]buget=${budget}(&|$)`));
  await sheet.getByRole('button', { name: /^Vezi \d+/ }).click();
  await expect(sheet).toBeHidden();

  // Only the cars within the budget, each with its rate; the count is of all of them.
  await expect(page.locator('[data-matching-count]')).toContainText(String(fitting));
  await expect(page.getByText(new RegExp(`^Afisate \\d+ din ${fitting} `))).toBeVisible();
  const shown = await cardRates(page);
  expect(shown.length).toBe(Math.min(12, fitting));
  for (const rate of shown) expect(rate).toBeLessThanOrEqual(budget);

  await sort.selectOption({ label: 'Rata lunara crescatoare' });
  await expect(
    page.getByRole('status').filter({ hasText: 'Masinile sunt ordonate: Rata lunara crescatoare.' }),
  ).toBeAttached();
  await expect(page).toHaveURL(/[?&]sort=rate_asc(&|$)/);
  await expect.poll(() => cardRates(page)).toEqual(rates.filter((rate) => rate <= budget).slice(0, 12));
  const ordered = await cardRates(page);

  expect(await violations(page)).toEqual([]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Sorteaza dupa' })).toHaveValue('rate_asc');
  await expect.poll(() => cardRates(page)).toEqual(ordered);
  await page.getByRole('button', { name: 'Filtre (1)' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Filtre' }).getByRole('textbox', { name: 'Buget lunar (lei)' }),
  ).toHaveValue(String(budget));
});

test('the heart on a list card saves the car to the favourites', async ({ page }) => {
  await page.goto('/masini');
  await waitForHydration(page);
  // The island keeps the pre-built cards (nothing in the address, the live list as built).
  await waitForLiveList(page, 'adopted');
  const heart = shownCards(page)
    .first()
    .getByRole('button', { name: /^Favorita: / });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The header's count (its link is in the phone's closed menu).
  await expect(page.locator('[data-favourites-count]')).toHaveText('(1)');
  await page.reload();
  await waitForHydration(page);
  await expect(
    shownCards(page)
      .first()
      .getByRole('button', { name: /^Favorita: / }),
  ).toHaveAttribute('aria-pressed', 'true');
});

/**
 * Every business figure lives in one place (issue 34): an admin changes the reservation fee in
 * Setari, and after the rebuild the car page, the FAQ answer and the order summary show the new
 * figure. Runs after every other spec (playwright.config.ts), and puts the fee back.
 */
import { expect, type Page, test } from '@playwright/test';
import { ro } from '../../src/i18n/ro.ts';
import { violations } from './support/axe.ts';
import { waitForHydration } from './support/hydration.ts';
import { carInStock, EAGER_ISLANDS } from './support/order-flow.ts';
import { logIn } from './support/staff.ts';

const FEE_LABEL = 'Taxa de rezervare (EUR, cu TVA)';

async function saveFee(page: Page, value: string) {
  const field = page.getByRole('textbox', { name: FEE_LABEL });
  await field.fill(value);
  await page.getByRole('button', { name: 'Salveaza' }).click();
}

test('an admin changes the reservation fee in Setari; the car page, the FAQ and the summary follow', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await logIn(page, 'admin@e2e.ro');
  await page.getByRole('menuitem', { name: 'Setari' }).click();
  const field = page.getByRole('textbox', { name: FEE_LABEL });
  await expect(field).toHaveValue('220');

  // A figure the rules refuse: the Romanian reason under the field, nothing saved.
  await saveFee(page, '22o');
  await expect(
    page.getByText('Suma trebuie sa fie un numar intreg de euro, intre 1 si 5.000.'),
  ).toBeVisible();
  expect(await violations(page), 'Setari with a refused value (WCAG 2.1 AA)').toEqual([]);
  expect(
    ((await (await request.get('/api/settings')).json()) as Record<string, string>).reservation_fee_eur,
  ).toBe('220');

  try {
    await saveFee(page, '265');
    await expect(page.getByText('Modificare salvata')).toBeVisible();

    const car = await carInStock(request, [2, 3], 6);
    const publicPage = await page.context().newPage();
    // The car page: the car's disclaimer names the fee from the settings.
    await expect(async () => {
      await publicPage.goto(`/masina/${car.sku}`);
      await expect(publicPage.locator('details.disclaimers')).toContainText(
        'Taxa de rezervare de 265 EUR cu TVA se deduce din avans.',
        { timeout: 1000 },
      );
    }).toPass({ timeout: 150_000, intervals: [3000] });

    // The FAQ answer.
    await publicPage.goto('/faq');
    await waitForHydration(publicPage);
    // The question sits in its category's tab: the search finds it wherever it is.
    await publicPage.getByLabel('Cauta in intrebarile frecvente').fill('rezervarea unei masini');
    await expect(publicPage.getByRole('status').filter({ hasText: '1 rezultat' })).toBeVisible();
    // The first question of a list opens by itself (spec).
    await expect(
      publicPage.getByRole('button', { name: 'Cat costa rezervarea unei masini?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      publicPage.locator('.faq-enhanced').getByText('Taxa de rezervare este de 265 EUR cu TVA'),
    ).toBeVisible();

    // The order summary of the approval's first step, before the order exists.
    await publicPage.goto(`/masina/${car.sku}`);
    // The offer panel hydrates when visible (as in summary.spec.ts).
    await publicPage.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
    await waitForHydration(publicPage, '[data-offer-panel] astro-island');
    await publicPage.getByRole('link', { name: 'Rezerva acum' }).click();
    await expect(publicPage).toHaveURL(/\/aprobare\/(credit|leasing)\/1$/);
    await waitForHydration(publicPage, EAGER_ISLANDS);
    const summary = publicPage.getByRole('region', { name: ro.summary.title });
    const dueNow = summary
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${ro.summary.dueNow}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect(dueNow).toHaveText('265,00 €');
  } finally {
    // The fee goes back, so a later run against this server starts from the seeded figures.
    const back = await page.request.patch('/api/admin/settings', {
      data: { reservation_fee_eur: '220' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(back.status()).toBe(200);
  }
});

/**
 * WCAG 2.1 AA (axe) on every page of issue 4 and a legal page, with the contact modal closed and
 * open. Carousels are checked after they mounted, islands after they hydrated.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

const PAGES = [
  '/',
  '/finantare',
  '/abonament',
  '/asigurare',
  '/ghid-abonament',
  '/faq',
  '/formular-ramburs',
  '/impressum',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

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

/**
 * Consumer credit disclosure on the real build and server (issue 15, CCD II art. 8 and 10): every
 * advertised financing rate carries the warning and its representative example, and "Descarca
 * SECCI" downloads the form with exactly the figures the panel shows. axe checks the screens.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { violations } from './support/axe.ts';
import { shownCards, waitForLiveList } from './support/car-list.ts';
import { waitForHydration } from './support/hydration.ts';
import { carInStock } from './support/order-flow.ts';

const WARNING = 'Atentie! Banii imprumutati costa bani.';

async function openPanel(page: Page, sku: string): Promise<Locator> {
  await page.goto(`/masina/${sku}`);
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island', 20_000);
  const panel = page.getByRole('region', { name: 'Calculeaza finantarea' });
  await expect(panel).toBeVisible();
  return panel;
}

// The whole build shares 2 cores with other work: a car page can take a while to hydrate.
test.setTimeout(120_000);

test('a SECCI downloads with the panel figures', async ({ page, request }) => {
  const car = await carInStock(request, [2, 3], 2);
  const panel = await openPanel(page, car.sku);
  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  await panel.getByRole('radio', { name: 'EUR' }).check();
  await expect(panel.locator('.offer-monthly__amount')).toHaveText(/€\/luna$/);

  // What the panel shows for these terms, read from the screen.
  const shown: string[] = [
    (await panel.locator('.offer-monthly__amount').textContent())?.replace('/luna', '') ?? '',
  ];
  for (const label of [
    'Avans',
    'Valoare finantata',
    'Valoare reziduala',
    'DAE',
    'Total de plata',
    'Analiza dosar',
    'CASCO lunar',
    'Rata lunara fara CASCO',
  ]) {
    const value = await panel
      .locator('.offer-figures div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .textContent();
    shown.push(value?.trim() ?? '');
  }
  for (const value of shown) expect(value).toMatch(/\d/);

  const link = panel.getByRole('link', { name: 'Descarca SECCI' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`secci-leasing-${car.sku}.pdf`);
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no SECCI link');
  expect(href).toContain('currency=EUR');
  const response = await request.get(href);
  expect(response.ok()).toBe(true);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  });
  const flat = text.replace(/\s+/g, ' ');
  for (const value of shown) expect(flat).toContain(value.replace(/\s+/g, ' ').replace(/^\d+% - /, ''));
  expect(flat).toContain(WARNING);
  expect(flat).toContain('14 zile');

  // A company is outside the directive: no SECCI.
  await panel.getByRole('radio', { name: 'Persoana juridica' }).check();
  await expect(panel.getByRole('link', { name: 'Descarca SECCI' })).toHaveCount(0);
});

/** The value beside a label in a list of figures (the panel's or the example's dt/dd rows). */
function figureIn(scope: Locator, label: string): Locator {
  return scope
    .locator('dl > div', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

// Issue 31.1: PR-1001's fee is 155 EUR; the RON panel and example printed "155,00 RON".
test('PR-1001: the panel and the representative example show the file fee in the offer currency', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/cars/PR-1001');
  expect(response.ok()).toBe(true);
  const car = (await response.json()) as {
    payment_info: string | { analiza_dosar: number; exchangeRate: number };
  };
  const info = typeof car.payment_info === 'string' ? JSON.parse(car.payment_info) : car.payment_info;
  const ron = (value: number) =>
    `${new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} RON`;
  const fee = Math.round(info.analiza_dosar * info.exchangeRate * 100) / 100;
  expect(ron(fee)).toBe('775,00 RON');

  const panel = await openPanel(page, 'PR-1001');
  await expect(figureIn(panel, 'Analiza dosar')).toHaveText('775,00 RON');
  const example = page.getByRole('region', { name: 'Exemplu reprezentativ' });
  await expect(example).toContainText('Credit Auto, persoana fizica, RON');
  await expect(figureIn(example, 'Comision analiza dosar')).toHaveText('775,00 RON');

  // A company's leasing panel: the same fee in RON, without VAT.
  await panel.getByRole('radio', { name: 'Leasing Financiar' }).check();
  await panel.getByRole('radio', { name: 'Persoana juridica' }).check();
  await expect(panel.getByText('Fara TVA, CASCO inclus')).toBeVisible();
  await expect(figureIn(panel, 'Analiza dosar')).toHaveText(ron(Math.round((fee / 1.21) * 100) / 100));
});

test('a financing card carries the warning, its example is one click away', async ({ page }) => {
  await page.goto('/masini/finantare');
  // Once hydrated, the filter island keeps the pre-built cards or shows its own: the ones on screen.
  await waitForHydration(page);
  await waitForLiveList(page);
  const card = shownCards(page).first();
  await expect(card).toContainText(WARNING);
  const name = (await card.locator('.car-card__name').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: `Exemplu reprezentativ: ${name}` }).click();
  await expect(page).toHaveURL(/#exemplu-reprezentativ$/);
  const example = page.locator('#exemplu-reprezentativ');
  await expect(example).toContainText(WARNING);
  await expect(example).toContainText('Credit Auto, persoana fizica, RON, 60 de luni (5 ani), avans 55%');
});

test('the disclosure screens have no axe violations', async ({ page, request }) => {
  await openPanel(page, (await carInStock(request, [2, 3])).sku);
  await expect(page.locator('#exemplu-reprezentativ')).toContainText(WARNING);
  expect(await violations(page)).toEqual([]);
  for (const path of ['/masini/finantare', '/finantare']) {
    await page.goto(path);
    await expect(page.getByText(WARNING).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.goto(`/masina/${(await carInStock(request, [1])).sku}`);
  await expect(page.getByText('Abonamentul este o inchiriere fara optiune de cumparare')).toBeVisible();
});

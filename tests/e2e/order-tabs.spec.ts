/**
 * The order a tab is making belongs to that tab (issue 31): a second tab choosing another car does
 * not change it, Back from step 2 shows the answers and keeps one order, a reload keeps what was
 * typed, and the spec's /aprobare/abonament/1 opens the subscription wizard.
 */
import { expect, type Page, test } from '@playwright/test';
import { mails } from './support/checkout-kit.ts';
import { waitForHydration } from './support/hydration.ts';
import {
  carInStock,
  EAGER_ISLANDS,
  field,
  fillContactStep,
  orderUuidAtStep,
  reserveFinancing,
} from './support/order-flow.ts';

const FINANCING = [2, 3] as const;
const unique = (name: string) => `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.ro`;

/** What the wizard sends to the order API, as method and path. */
function orderCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/client-order') && request.method() !== 'GET') {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}

test("a second tab moving a slider on another car leaves the first tab's order alone", async ({
  context,
  page,
  request,
}) => {
  const mine = await carInStock(request, FINANCING, 5);
  const other = await carInStock(request, FINANCING, 6);
  expect(other.sku).not.toBe(mine.sku);
  await reserveFinancing(page, mine.sku, { type: 'leasing' });
  const summary = page.getByRole('region', { name: 'Sumarul comenzii' });
  await expect(summary.getByText(`Cod produs: ${mine.sku}`)).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/masina/${other.sku}`);
  await second.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(second, '[data-offer-panel] astro-island', 20_000);
  await second.getByRole('radio', { name: 'Credit Auto' }).check();
  const duration = second.getByRole('slider', { name: /^Perioada/ });
  await duration.focus();
  await second.keyboard.press('ArrowLeft');
  await expect.poll(() => second.evaluate(() => localStorage.getItem('carSKU'))).toBe(other.sku);

  await page.bringToFront();
  await expect(summary.getByText(`Cod produs: ${mine.sku}`)).toBeVisible();
  await expect(summary.getByText(`Cod produs: ${other.sku}`)).toHaveCount(0);
  await fillContactStep(page);
  const uuid = await orderUuidAtStep(page, 'leasing', 2);
  const order = (await (await request.get(`/api/client-order/${uuid}`)).json()) as Record<string, unknown>;
  expect(order).toMatchObject({ sku: mine.sku, credit_type: 'leasing' });
});

test('Back from step 2 shows the answers given and corrects the same order', async ({ page, request }) => {
  const car = await carInStock(request, FINANCING, 7);
  const email = unique('back');
  const calls = orderCalls(page);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  await fillContactStep(page, undefined, email);
  const uuid = await orderUuidAtStep(page, 'credit', 2);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/aprobare/credit/1/${uuid}$`));
  await expect(field(page, 'Nume')).toHaveValue('Popescu');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Strada, numar, bloc, apartament')).toHaveValue('Str. Lunga 1');
  await field(page, 'Prenume').fill('Maria');
  await page.getByRole('button', { name: 'Continua' }).click();
  expect(await orderUuidAtStep(page, 'credit', 2)).toBe(uuid);

  expect(calls).toEqual(['POST /api/client-order', `PUT /api/client-order/${uuid}`]);
  expect(await mails(request, email, 'Am primit cererea')).toBe(1);
});

test('a reload on step 1 keeps the typed fields, in this tab only', async ({ page, request }) => {
  const car = await carInStock(request, FINANCING, 8);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  await field(page, 'Nume').fill('Popescu');
  await field(page, 'Prenume').fill('Ana');
  await field(page, 'Telefon').fill('+40712345678');
  await field(page, 'Email').fill('ana.reload@example.ro');
  await field(page, 'Data nasterii').fill('1990-05-15');

  await page.reload();
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(field(page, 'Nume')).toHaveValue('Popescu');
  await expect(field(page, 'Prenume')).toHaveValue('Ana');
  await expect(field(page, 'Telefon')).toHaveValue('+40712345678');
  await expect(field(page, 'Email')).toHaveValue('ana.reload@example.ro');
  // The Romanian calendar shows the kept date as day.month.year.
  await expect(field(page, 'Data nasterii')).toHaveValue('15.05.1990');
  // Personal data stays with the tab: nothing of it in the storage every tab shares.
  const shared = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(shared).not.toContain('Popescu');
});

test('/aprobare/abonament/1 opens the subscription wizard', async ({ page, request }) => {
  const car = await carInStock(request, [1], 0);
  // The car page's latest choice, as the subscription panel leaves it before 'Rezerva acum'.
  await page.goto('/');
  await page.evaluate((sku) => {
    localStorage.setItem('carSKU', sku);
    localStorage.setItem(
      'financingParams',
      JSON.stringify({
        type: 'carSubscription',
        person: 1,
        currency: 2,
        months: 12,
        upFront: 0,
        residual: 0,
        range: 1000,
      }),
    );
  }, car.sku);
  await page.goto('/aprobare/abonament/1');
  await expect(page).toHaveURL(/\/aprobare\/carSubscription\/1$/);
  await waitForHydration(page, EAGER_ISLANDS);
  await expect(page.getByRole('heading', { level: 2, name: 'Date de contact' })).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Pasii cererii' });
  await expect(progress.getByText('Rezolutie aprobare')).toBeVisible();
  await expect(progress.getByText('Rezolutie finantare')).toHaveCount(0);
});

/**
 * Phone layout: at a 360 px wide screen no page of the shop is wider than the screen, so nothing
 * (the order progress bar, a table, a carousel) makes the visitor scroll sideways.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { carInStock, field, reserveFinancing } from './support/order-flow.ts';
import { CONTENT_PAGES, LIST_PAGES } from './support/pages.ts';

const PHONE = { width: 360, height: 780 };
const PAGES = [...LIST_PAGES, ...CONTENT_PAGES];

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.use({ viewport: PHONE });

for (const path of PAGES) {
  test(`${path} fits a 360 px screen`, async ({ page }) => {
    await page.goto(path);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}

for (const [kind, categories] of [
  ['subscription', [1]],
  ['financing', [2, 3]],
] as const) {
  test(`a ${kind} car page fits a 360 px screen, its offer panel loaded`, async ({ page, request }) => {
    const car = await carInStock(request, categories);
    await page.goto(`/masina/${car.sku}`);
    await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
    await waitForHydration(page, '[data-offer-panel] astro-island', 20_000);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the approval contact step gives each field the full width of a 360 px screen', async ({
  page,
  request,
}) => {
  const car = await carInStock(request, [2, 3]);
  await reserveFinancing(page, car.sku, { type: 'credit' });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  for (const name of ['Nume', 'Prenume', 'Judet', 'Localitate']) {
    const box = await field(page, name).boundingBox();
    expect(box?.width, name).toBeGreaterThan(PHONE.width * 0.8);
  }
});

test('on a phone the menu button opens the navigation, Escape closes it, a link follows', async ({
  page,
}) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Deschide meniul' });
  await expect(page.getByRole('navigation', { name: 'Navigare principala' })).toBeHidden();
  await open.click();
  const menu = page.getByRole('navigation', { name: 'Navigare principala' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inchide meniul' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await menu.getByRole('link', { name: 'Intrebari Frecvente' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test.describe('home carousels', () => {
  for (const width of [360, 768, 1366]) {
    test(`at ${width} px their controls cover no text or link of a slide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.locator('[data-carousel="home"] > .glide__arrows')).toBeVisible();
      const covered = await page.evaluate(() => {
        const overlaps = (a: DOMRect, b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const found: string[] = [];
        for (const root of document.querySelectorAll<HTMLElement>('.carousel--overlay')) {
          const area = root.getBoundingClientRect();
          const controls = [
            ...root.querySelectorAll(':scope > .glide__arrows button, :scope > .carousel-pause'),
          ].map((control) => control.getBoundingClientRect());
          for (const content of root.querySelectorAll(
            '.glide__slide :is(a, button, p, blockquote, h3, cite)',
          )) {
            const box = content.getBoundingClientRect();
            const shown = box.width > 0 && box.right > area.left && box.left < area.right;
            if (shown && controls.some((control) => overlaps(box, control))) {
              found.push(`${root.dataset.carousel}: ${content.textContent?.trim().slice(0, 40)}`);
            }
          }
        }
        return found;
      });
      expect(covered).toEqual([]);
    });
  }
});

/** The car page's offer panels: open one hydrated, read its monthly figure. */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/** Opens `path` (a car page, with or without a quote in its query) and waits for the panel `title`. */
export async function openPanel(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  await page.locator('[data-offer-panel]').scrollIntoViewIfNeeded();
  await waitForHydration(page, '[data-offer-panel] astro-island', 20_000);
  const panel = page.getByRole('region', { name: title });
  await expect(panel).toBeVisible();
  return panel;
}

export const monthly = (panel: Locator) => panel.locator('.offer-monthly__amount');

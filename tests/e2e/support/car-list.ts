/**
 * The cards a shopper sees on a car list (src/pages/masini/[...category].astro): the pre-built ones
 * while the list island adopts them, its own grid once it renders one (FilterBar.tsx); never both.
 */
import { expect, type Page } from '@playwright/test';

export const shownCards = (page: Page) => page.locator('[data-results] .car-card:visible');

/**
 * Waits until the list island has the live list: it adopted the pre-built cards or rendered its
 * own grid (`as` says which one the test expects).
 */
export async function waitForLiveList(page: Page, as?: 'adopted' | 'rendered'): Promise<void> {
  await expect(page.locator('[data-results]')).toHaveAttribute(
    'data-live-list',
    as ?? /^(adopted|rendered)$/,
  );
}

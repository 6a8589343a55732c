/**
 * Waits until React islands have hydrated: Astro removes an island's `ssr` attribute once its
 * component is live, so clicking before that would hit dead markup. Islands hydrated on visibility
 * (`client:visible`) stay unhydrated off screen: pass a selector naming only the ones in view.
 * Islands hydrated on demand wait for a visitor: `client:hash` (the contact and lead modals) for a
 * request, `client:interaction` (the car page's total-cost table) for a first touch; both are left out.
 */
import type { Page } from '@playwright/test';

export async function waitForHydration(
  page: Page,
  islands = 'astro-island:not([client="hash"]):not([client="interaction"])',
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector}[ssr]`).length === 0,
    islands,
    { timeout },
  );
}

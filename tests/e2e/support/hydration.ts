/**
 * Waits until React islands have hydrated: Astro removes an island's `ssr` attribute once its
 * component is live, so clicking before that would hit dead markup. Islands hydrated on visibility
 * (`client:visible`) stay unhydrated off screen: pass a selector naming only the ones in view.
 * The layout's contact island (`client:contact`) waits for a contact request and the car page's
 * total-cost table (`client:interaction`) for a first touch, so both are left out.
 */
import type { Page } from '@playwright/test';

export async function waitForHydration(
  page: Page,
  islands = 'astro-island:not([client="contact"]):not([client="interaction"])',
  timeout = 10_000,
): Promise<void> {
  await page.waitForFunction(
    (selector) => document.querySelectorAll(`${selector}[ssr]`).length === 0,
    islands,
    { timeout },
  );
}

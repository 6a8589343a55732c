/**
 * Consent in the end-to-end build. The site is built with a test tag manager container, so the
 * consent spec can watch the tag manager load (its requests are intercepted, nothing leaves the
 * machine). Every other spec starts as a visitor who already refused all optional cookies: the
 * banner stays closed over the page they test and no tag manager request is ever made.
 */
import type { Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, NO_CONSENT, storedConsent } from '../../../src/domain/site/consent.ts';

export const E2E_CONTAINER_ID = 'GTM-E2ETEST';

/** Requests to the tag manager's container script (TAG_MANAGER_ORIGIN/gtm.js?id=…). */
export const TAG_MANAGER_SCRIPT = '**/gtm.js?*';

/** A Playwright storageState: on `origin`, the visitor refused everything a minute ago. */
export function refusedConsentState(origin: string) {
  const decided = storedConsent(
    NO_CONSENT,
    '00000000-0000-4000-8000-00000000e2e0',
    new Date(Date.now() - 60_000),
  );
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(decided) }] }],
  };
}

/** Serves the tag manager script from here: a stub that records it ran, so nothing leaves the machine. */
export async function stubTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TAG_MANAGER_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.tagManagerStubLoaded = true;' });
  });
  return requested;
}

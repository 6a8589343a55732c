/**
 * Cookie consent (issue 14) on the real build, which has a test tag manager container: a first visit
 * shows the banner; refusing keeps every Consent Mode signal denied and the tag manager unrequested;
 * accepting grants and loads it; the settings grant one category; the footer and cookie-policy links
 * reopen the choice; the choice survives a reload; the banner passes axe and leaves the keyboard free.
 * The tag manager script is intercepted and stubbed, so nothing leaves the machine.
 */
import { expect, type Page, test } from '@playwright/test';
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from '../../src/domain/site/consent.ts';
import { violations } from './support/axe.ts';
import { E2E_CONTAINER_ID, stubTagManager } from './support/consent.ts';

// A first visit: nothing stored (the config gives other specs an earlier refusal).
test.use({ storageState: { cookies: [], origins: [] } });

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

const banner = (page: Page) => page.getByRole('region', { name: 'Folosim cookie-uri' });
const button = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });

/** The data layer as the tag manager would read it: consent commands as [command, kind], events by name. */
async function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => {
      const item = entry as Record<string, unknown>;
      if (Object.prototype.toString.call(entry) === '[object Arguments]') {
        return { command: `${item[0]} ${item[1]}`, signals: item[2] as Record<string, unknown> };
      }
      return { event: item.event };
    }),
  );
}

/** Consent Mode's state after every command so far (default, then updates). */
async function consentState(page: Page) {
  const state: Record<string, unknown> = {};
  for (const entry of await dataLayer(page)) {
    if ('signals' in entry) {
      const { wait_for_update: _wait, ...signals } = entry.signals;
      Object.assign(state, signals);
    }
  }
  return state;
}

async function loggedDecision(page: Page, decide: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest('**/api/consents'), decide()]);
  const response = await request.response();
  expect(response?.status()).toBe(201);
  return request.postDataJSON() as Record<string, unknown>;
}

test('a first visit shows the banner: accept and refuse alike, settings closed, no box ticked', async ({
  page,
}) => {
  const requested = await stubTagManager(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const accept = button(page, 'Accept toate');
  const refuse = button(page, 'Refuz toate');
  await expect(accept).toBeVisible();
  await expect(refuse).toBeVisible();
  await expect(button(page, 'Setari')).toHaveAttribute('aria-expanded', 'false');
  await expect(banner(page).getByRole('checkbox')).toHaveCount(0);
  expect(await accept.boundingBox()).toMatchObject({
    width: (await refuse.boundingBox())?.width,
    height: (await refuse.boundingBox())?.height,
  });
  const look = (name: string) =>
    button(page, name).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.fontWeight, style.backgroundColor, style.color, style.borderColor];
    });
  expect(await look('Accept toate')).toEqual(await look('Refuz toate'));
  // Nothing is focused for the visitor and nothing is granted before a choice.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect((await dataLayer(page))[0]).toEqual({
    command: 'consent default',
    signals: { ...DENIED, wait_for_update: 500 },
  });
  expect(await consentState(page)).toEqual(DENIED);
  expect(requested).toEqual([]);
  await expect(banner(page).getByRole('link', { name: 'Politica cookie' })).toHaveAttribute(
    'href',
    '/politica-cookie',
  );
});

test('"Refuz toate" keeps every signal denied, never requests the tag manager, and is logged', async ({
  page,
}) => {
  const requested = await stubTagManager(page);
  await page.goto('/masini/abonament');
  const record = await loggedDecision(page, () => button(page, 'Refuz toate').click());
  expect(record).toMatchObject({ method: 'reject_all', analytics: false, marketing: false });
  expect(record.policy_version).toBe(CONSENT_POLICY_VERSION);
  expect(record.consent_id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(banner(page)).toBeHidden();
  expect(await consentState(page)).toEqual(DENIED);
  await page.goto('/');
  await expect(banner(page)).toBeHidden();
  expect(await consentState(page)).toEqual(DENIED);
  expect(requested).toEqual([]);
});

test('"Accept toate" grants every signal and loads the tag manager after the events already pushed', async ({
  page,
}) => {
  const requested = await stubTagManager(page);
  await page.goto('/masini/abonament');
  await expect
    .poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'view_item_list'))
    .toBe(true);
  expect(requested).toEqual([]);
  const record = await loggedDecision(page, () => button(page, 'Accept toate').click());
  expect(record).toMatchObject({ method: 'accept_all', analytics: true, marketing: true });
  await expect.poll(() => page.evaluate(() => 'tagManagerStubLoaded' in window)).toBe(true);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_CONTAINER_ID}`]);
  expect(await consentState(page)).toEqual(GRANTED);
  const order = (await dataLayer(page)).map((entry) => ('command' in entry ? entry.command : entry.event));
  expect(order[0]).toBe('consent default');
  const listView = order.indexOf('view_item_list');
  expect(listView).toBeGreaterThan(0);
  expect(order.indexOf('consent update')).toBeGreaterThan(listView);
  expect(order.indexOf('gtm.js')).toBeGreaterThan(order.indexOf('consent update'));
});

test('"Setari" grants analytics only, and the choice survives a reload', async ({ page }) => {
  const requested = await stubTagManager(page);
  await page.goto('/');
  await button(page, 'Setari').click();
  await expect(button(page, 'Setari')).toHaveAttribute('aria-expanded', 'true');
  const analytics = banner(page).getByRole('checkbox', { name: 'Analiza' });
  const marketing = banner(page).getByRole('checkbox', { name: 'Marketing' });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(banner(page).getByText('Strict necesare', { exact: true })).toBeVisible();
  await analytics.check();
  const record = await loggedDecision(page, () => button(page, 'Salveaza alegerea').click());
  expect(record).toMatchObject({ method: 'settings', analytics: true, marketing: false });
  const analyticsOnly = { ...DENIED, analytics_storage: 'granted' };
  expect(await consentState(page)).toEqual(analyticsOnly);
  await expect.poll(() => requested.length).toBe(1);

  await page.reload();
  await expect(banner(page)).toBeHidden();
  expect(await consentState(page)).toEqual(analyticsOnly);
  await expect.poll(() => requested.length).toBe(2);
});

test('"Setari cookie" in the footer reopens the choice and withdrawing is as easy as giving', async ({
  page,
}) => {
  await stubTagManager(page);
  await page.goto('/faq');
  const first = await loggedDecision(page, () => button(page, 'Accept toate').click());
  const reopen = page.getByRole('contentinfo').getByRole('link', { name: 'Setari cookie' });
  await reopen.click();
  await expect(banner(page)).toBeVisible();
  const analytics = banner(page).getByRole('checkbox', { name: 'Analiza' });
  await expect(analytics).toBeFocused();
  await expect(analytics).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
  const withdrawal = await loggedDecision(page, () => button(page, 'Refuz toate').click());
  expect(withdrawal).toMatchObject({ method: 'reject_all', consent_id: first.consent_id });
  await expect(banner(page)).toBeHidden();
  await expect(reopen).toBeFocused();
  expect(await consentState(page)).toEqual(DENIED);
});

test('the cookie policy page reopens the choice from its own link, and Escape keeps the earlier one', async ({
  page,
}) => {
  await page.goto('/politica-cookie');
  await loggedDecision(page, () => button(page, 'Refuz toate').click());
  await page.getByRole('main').getByRole('link', { name: 'Setari cookie' }).click();
  await expect(banner(page).getByRole('checkbox', { name: 'Analiza' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test.describe('a stored choice that cannot be trusted asks again', () => {
  for (const [name, stored] of [
    ['an older policy version', { version: CONSENT_POLICY_VERSION - 1 }],
    ['a broken value', '{"version":'],
  ] as const) {
    test(name, async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        CONSENT_STORAGE_KEY,
        typeof stored === 'string'
          ? stored
          : JSON.stringify({
              ...stored,
              id: '00000000-0000-4000-8000-000000000001',
              decidedAt: new Date().toISOString(),
              analytics: true,
              marketing: true,
            }),
      ] as const);
      const requested = await stubTagManager(page);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      expect(await consentState(page)).toEqual(DENIED);
      expect(requested).toEqual([]);
    });
  }
});

test('the banner is reached by keyboard after the skip link and lets focus move on to the page', async ({
  page,
}) => {
  await page.goto('/impressum');
  const focusedName = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return `${element?.closest('#consent-banner') ? 'banner' : 'page'}:${element?.textContent?.trim()}`;
    });
  const seen: string[] = [];
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press('Tab');
    seen.push(await focusedName());
  }
  expect(seen[0]).toBe('page:Sari la continut');
  expect(seen).toContain('banner:Accept toate');
  expect(seen).toContain('banner:Refuz toate');
  const lastInBanner = seen.findLastIndex((name) => name.startsWith('banner:'));
  expect(seen.slice(lastInBanner + 1).every((name) => name.startsWith('page:'))).toBe(true);
  expect(lastInBanner).toBeLessThan(seen.length - 1);
  // The legal text stays readable behind the open banner.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone the banner sits above the quick-nav bar, which stays usable, and hides no end of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const bannerBox = await banner(page).boundingBox();
  const quickNav = page.getByRole('navigation', { name: 'Acces rapid' });
  const navBox = await quickNav.boundingBox();
  expect(bannerBox && navBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(navBox?.y ?? 0);
  await expect(quickNav.getByRole('link', { name: 'Intrebari frecvente' })).toBeVisible();
  // The page's last line can still be scrolled above the open banner.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = await page.getByText(/Toate drepturile rezervate/).boundingBox();
  const bannerTop = (await banner(page).boundingBox())?.y ?? 0;
  expect(lastLine && lastLine.y + lastLine.height).toBeLessThanOrEqual(bannerTop);
});

test('showing and hiding the banner moves nothing on the page (no layout shift) on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/impressum');
  await expect(banner(page)).toBeVisible();
  const layout = () =>
    page.evaluate(() =>
      ['header', 'main h1', 'main', 'footer'].map((selector) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return [selector, rect?.x, rect?.y, rect?.width, rect?.height];
      }),
    );
  const withBanner = await layout();
  await button(page, 'Refuz toate').click();
  await expect(banner(page)).toBeHidden();
  expect(await layout()).toEqual(withBanner);
});

for (const path of ['/', '/politica-cookie']) {
  test(`${path} has no WCAG 2.1 AA violation with the banner and its settings open`, async ({ page }) => {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await button(page, 'Setari').click();
    await expect(banner(page).getByRole('checkbox', { name: 'Analiza' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

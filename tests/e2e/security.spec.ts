/**
 * Issue 11 on the real build and server: every page carries a script policy that lets the site's
 * own scripts run (the pages still hydrate, no violation reported) and blocks an injected inline
 * script or `javascript:` link; the API and the sandbox pages carry their security headers.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';
import { CONTENT_PAGES, LIST_PAGES } from './support/pages.ts';

/** Records the page's CSP violations (the browser fires one event per blocked script). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function scriptPolicy(page: Page): Promise<string> {
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  return /script-src [^;]*/.exec(policy ?? '')?.[0] ?? '';
}

async function firstCarPath(page: Page): Promise<string> {
  await page.goto('/masini');
  const href = await page.locator('a[href^="/masina/"]').first().getAttribute('href');
  if (!href) throw new Error('/masini lists no car');
  return href;
}

test('pages carry a script-src of the site and hashes, without unsafe-inline, and run without violations', async ({
  page,
}) => {
  // A dozen pages in one test: a budget for the shared machine, not a timed assertion.
  test.setTimeout(180_000);
  const violations = await recordViolations(page);
  const paths = [...CONTENT_PAGES, ...LIST_PAGES, await firstCarPath(page), '/pagina-care-nu-exista'];
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(
      page,
      'astro-island:not([client="hash"]):not([client="interaction"]):not([client="visible"])',
    );
    const policy = await scriptPolicy(page);
    // Hosts only where configured (the e2e server sets PUBLIC_GTM_ID: the tag manager's origin).
    expect(policy, path).toMatch(/^script-src 'self'( https:\/\/[\w.-]+)*( 'sha256-[\w+/=]+')+$/);
    expect(policy, path).not.toContain('unsafe');
    expect(await violations(), path).toEqual([]);
  }
});

test('an injected inline script and a javascript: link do not run', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    const link = document.createElement('a');
    link.href = 'javascript:window.__clicked = true';
    link.textContent = 'video';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'video', exact: true }).click();
  await expect.poll(violations).toHaveLength(2);
  for (const violation of await violations()) expect(violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  expect(await page.evaluate(() => '__clicked' in window)).toBe(false);
});

test('the site, the API and the mailbox answer with their security headers', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

  const api = await request.get('/api/sliders');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

  const foreign = await request.get('/api/sliders', { headers: { Origin: 'https://evil.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();

  // The e2e server switches the sandboxes on; Playwright reaches it over loopback.
  const mailbox = await request.get('/sandbox/mail');
  expect(mailbox.status()).toBe(200);
  expect(mailbox.headers()['x-content-type-options']).toBe('nosniff');
  expect(mailbox.headers()['x-frame-options']).toBe('SAMEORIGIN');
});

/**
 * The page frame and serving, checked against the spec's own texts and paths (spec section 2,
 * "Global layout" and "Not-found"), not against the site's link data, so a wrong link fails here.
 */
import { expect, test } from '@playwright/test';
import { LEGAL_PAGE_SLUGS } from '../../src/domain/site/site-config.ts';

/** Every page has the frame; a legal page exists from the first issue on, unlike the home page. */
const framePage = '/impressum';

const navbarLinks = [
  ['Vreau finantare', '/finantare'],
  ['Vreau Abonament', '/abonament'],
  ['Vreau Asigurare', '/asigurare'],
  ['Intrebari Frecvente', '/faq'],
  ['Contact', '#contact'],
] as const;

const footerPaths = [
  '/#cumFunctioneaza',
  '/protectia-datelor',
  '/politica-cookie',
  '/conformitate',
  '/termeni-si-conditii',
  '/sesizari-asigurari',
  '/formular-ramburs',
  '/faq',
  '/impressum',
  '#contact',
];

const socialHosts = ['facebook.com', 'instagram.com', 'linkedin.com', 'youtube.com', 'tiktok.com'];

test.describe('navbar', () => {
  test('shows the five links of the spec with their targets', async ({ page }) => {
    await page.goto(framePage);
    const nav = page.getByRole('navigation', { name: 'Navigare principala' });
    for (const [name, href] of navbarLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  for (const [name, href] of navbarLinks.filter(([, target]) => target.startsWith('/'))) {
    test(`"${name}" goes to ${href}`, async ({ page }) => {
      await page.goto(framePage);
      await page.getByRole('navigation', { name: 'Navigare principala' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${href}/?$`));
    });
  }
});

test.describe('footer', () => {
  test('has every internal link of the spec', async ({ page }) => {
    await page.goto(framePage);
    const footer = page.getByRole('contentinfo');
    for (const path of footerPaths) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
    }
  });

  test('has the social, consumer-protection and online dispute resolution links', async ({ page }) => {
    await page.goto(framePage);
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const host of [...socialHosts, 'anpc.ro', 'ec.europa.eu']) {
      expect(
        hrefs.some((href) => new URL(href).hostname.endsWith(host)),
        host,
      ).toBe(true);
    }
  });

  test('a legal link opens its page', async ({ page }) => {
    await page.goto(framePage);
    await page.getByRole('contentinfo').locator('a[href="/termeni-si-conditii"]').first().click();
    await expect(page).toHaveURL(/\/termeni-si-conditii\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('legal pages', () => {
  test('render the CMS title and content, with hostile markup removed', async ({ page, request }) => {
    let hostilePages = 0;
    for (const slug of LEGAL_PAGE_SLUGS) {
      const api = await request.get(`/api/static-pages/${slug}`);
      expect(api.status(), slug).toBe(200);
      const { name, content } = (await api.json()) as { name: string; content: string };
      if (/onerror\s*=|<script/i.test(content)) hostilePages += 1;

      const response = await page.goto(`/${slug}`);
      expect(response?.status(), slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('[onerror]')).toHaveCount(0);
      const firstParagraph = /<p>([^<]{20,80})/.exec(content)?.[1];
      if (firstParagraph) await expect(page.getByText(firstParagraph.trim()).first()).toBeVisible();
      const inlineScripts = await page
        .locator('main script')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      expect(inlineScripts.filter((text) => /alert|document\.cookie/.test(text))).toEqual([]);
    }
    // The seed carries a hostile fragment; without one this test would prove nothing.
    expect(hostilePages).toBeGreaterThan(0);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the spec text with status 404, then goes home after about 3 s', async ({
    page,
  }) => {
    const response = await page.goto('/pagina-care-nu-exista');
    const shownAt = Date.now();
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Pagina pe care o cauti nu este disponibila')).toBeVisible();
    await expect(page.getByText('In cateva secunde vei fi redirectionat catre Homepage...')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 8_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(2_000);
    expect(waited).toBeLessThan(6_000);
  });
});

test.describe('serving', () => {
  test('/home serves the home page', async ({ page }) => {
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Navigare principala' })).toBeVisible();
  });

  test('an order URL is answered by its shell', async ({ request }) => {
    const response = await request.get('/plata/abc');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('pages are served for revalidation on every visit', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('robots.txt names both sitemaps, and every page they list is served', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /aprobare/');
    const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(sitemaps).toEqual(['/sitemap.xml', '/masini/sitemap.xml']);
    const paths: string[] = [];
    for (const sitemap of sitemaps) {
      const xml = await (await request.get(sitemap)).text();
      paths.push(
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
      );
    }
    expect(paths).toContain('/faq');
    expect(paths.some((path) => path.startsWith('/masina/'))).toBe(true);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test('pages may not be framed by another site and carry the other security headers', async ({
    request,
  }) => {
    for (const path of ['/', '/plata/abc', '/masini']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('a storage PDF downloads as application/pdf', async ({ request }) => {
    const response = await request.get('/storage/documents/fisa_produs_finantare.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

/**
 * JS budget of the catalogue (issue 3): a list page and a car page load at most 20 KB gzip of
 * island code beyond the shared React runtime before the first interaction, and a car page's first
 * paint (name, price) needs no JS at all. Measured on the real build as the browser would load it:
 * every island's component and every module script with their static imports, gzipped.
 */
import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';

const BUDGET_BYTES = 20 * 1024;
/** The cookie consent banner's script, inlined in every page (src/lib/consent/consent-banner.ts). */
const CONSENT_SCRIPT_BUDGET_BYTES = 2 * 1024;

/**
 * Directives that hydrate an island only at a visitor's request, never before the first interaction:
 * `client:hash` (src/lib/on-demand/hash-directive.ts: a hash in the address or a click on a link to
 * it) and `client:interaction` (src/lib/on-demand/interaction-directive.ts: the first touch of the
 * island). Their islands are left out, whichever component they carry.
 */
const ON_DEMAND_DIRECTIVES: readonly string[] = ['hash', 'interaction'];

const ATTRIBUTE = (name: string) => new RegExp(`${name}="([^"]+)"`, 'g');
/** Static imports of minified ES modules; dynamic import() loads on demand and is not counted. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function matchesOf(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter((value) => value !== '');
}

function decode(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&#38;', '&');
}

/** Every module reachable from `entries` through static imports, with its gzip size. */
async function closure(request: APIRequestContext, entries: readonly string[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pending = [...entries];
  for (let url = pending.pop(); url !== undefined; url = pending.pop()) {
    if (sizes.has(url)) continue;
    const response = await request.get(url);
    expect(response.ok(), url).toBe(true);
    const body = await response.body();
    sizes.set(url, gzipSync(body).byteLength);
    for (const specifier of matchesOf(STATIC_IMPORT, body.toString('utf8'))) {
      pending.push(new URL(specifier, new URL(url, 'http://x')).pathname);
    }
  }
  return sizes;
}

interface PageScripts {
  readonly islands: string[];
  readonly renderers: string[];
  readonly moduleScripts: string[];
  readonly inlineImports: string[];
}

const INLINE_MODULE = /<script type="module"(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

function scriptsOf(html: string, onDemand: readonly string[] = ON_DEMAND_DIRECTIVES): PageScripts {
  const inlineModules = matchesOf(INLINE_MODULE, html);
  // Islands on an on-demand directive load nothing before the visitor asks for them.
  const eagerIslands = (html.match(/<astro-island\s[^>]*>/g) ?? [])
    .filter((tag) => !onDemand.includes(tag.match(/\sclient="([^"]+)"/)?.[1] ?? ''))
    .join('\n');
  return {
    islands: matchesOf(ATTRIBUTE('component-url'), eagerIslands).map(decode),
    renderers: matchesOf(ATTRIBUTE('renderer-url'), eagerIslands).map(decode),
    moduleScripts: matchesOf(/<script type="module"[^>]*\ssrc="([^"]+)"/g, html).map(decode),
    inlineImports: inlineModules.flatMap((code) => matchesOf(STATIC_IMPORT, code)),
  };
}

async function islandBytes(request: APIRequestContext, path: string, onDemand = ON_DEMAND_DIRECTIVES) {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const scripts = scriptsOf(await response.text(), onDemand);
  const runtime = await closure(request, scripts.renderers);
  const loaded = await closure(request, [
    ...scripts.islands,
    ...scripts.moduleScripts,
    ...scripts.inlineImports,
  ]);
  const counted = [...loaded].filter(([url]) => !runtime.has(url));
  const islandCode = counted.reduce((sum, [, bytes]) => sum + bytes, 0);
  // Named in the failure output, so a breach says which module to load on demand.
  const breakdown = counted.map(([url, bytes]) => `${url} ${bytes} B`).join(', ');
  // The figure README's performance budget quotes, in the run's output.
  console.log(`${path}: ${islandCode} B of island code (${breakdown})`);
  return { scripts, islandCode, breakdown };
}

async function firstCar(request: APIRequestContext): Promise<{ sku: string; product_name: string }> {
  const response = await request.get('/api/cars?categories_ids[]=2&categories_ids[]=3');
  const cars = (await response.json()) as { sku: string; product_name: string; car_visibility_id: number }[];
  const car = cars.find((candidate) => candidate.car_visibility_id === 2);
  if (!car) throw new Error('the seed has no financing car in stock');
  return car;
}

// The list island waits for a touch on a clean address (client:interaction) but loads at once with
// a filter in it (src/features/catalog/list-before-hydration.ts): it counts, with the page script.
test('a list page loads at most 20 KB gzip of island code beyond React', async ({ request }) => {
  const { scripts, islandCode, breakdown } = await islandBytes(request, '/masini/finantare', ['hash']);
  expect(scripts.islands.length).toBeGreaterThan(0);
  expect(islandCode, breakdown).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('a car page loads at most 20 KB gzip of island code beyond React', async ({ request }) => {
  const car = await firstCar(request);
  const { islandCode, breakdown } = await islandBytes(request, `/masina/${car.sku}`);
  expect(islandCode, breakdown).toBeLessThanOrEqual(BUDGET_BYTES);
});

for (const path of ['/impressum', '/asigurare']) {
  test(`${path} requests no script; its only module is the consent banner's, at most 2 KB gzip`, async ({
    request,
  }) => {
    const response = await request.get(path);
    const html = await response.text();
    const { islands, moduleScripts, inlineImports } = scriptsOf(html);
    expect([...islands, ...moduleScripts, ...inlineImports]).toEqual([]);
    expect(matchesOf(/<script\b[^>]*\ssrc="([^"]+)"/g, html)).toEqual([]);
    const [consentScript, ...others] = matchesOf(INLINE_MODULE, html);
    expect(others).toEqual([]);
    expect(consentScript).toContain('cookie_consent');
    expect(gzipSync(consentScript ?? '').byteLength).toBeLessThanOrEqual(CONSENT_SCRIPT_BUDGET_BYTES);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a car page paints its name, price and photo', async ({ page, request }) => {
    const car = await firstCar(request);
    await page.goto(`/masina/${car.sku}`);
    await expect(page.getByRole('heading', { level: 1, name: car.product_name })).toBeVisible();
    await expect(page.locator('[data-price-block]')).toContainText(/de la [\d.,]+ €\/luna/);
    await expect(page.getByRole('img', { name: new RegExp(`^${car.product_name}`) }).first()).toBeVisible();
  });

  test('a list page shows its cars', async ({ page }) => {
    await page.goto('/masini/finantare');
    await expect(page.getByRole('link', { name: /Detalii oferta/ }).first()).toBeVisible();
  });
});

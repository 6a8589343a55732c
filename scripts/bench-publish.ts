/**
 * `npm run bench:publish -- --cars 10000`: how long a content change takes to go live. Seeds a
 * fresh PGlite database with N cars, starts the whole shop (as `npm start` does: full first build,
 * rebuild webhook, admin API) and makes five edits of different kinds through the admin API: a
 * price, a promotion, visibility 2 → 4 (reserved), a new car and a hidden car. After each it polls
 * the served site until the change shows on the car's page and on the lists (the /masini grid, the
 * car sitemap), then prints the seconds per edit and their median.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { startShop } from './shop-server.ts';

const ADMIN_TOKEN = 'bench-publish-admin-token-0123456789';
const POLL_MS = 100;
const EDIT_TIMEOUT_MS = 300_000;

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '1000' },
    /** Prints the shop's log lines (builds, partial plans). */
    verbose: { type: 'boolean', default: false },
  },
});
const carCount = Number(values.cars);
if (!Number.isInteger(carCount) || carCount < 10) {
  console.error('--cars must be a whole number of at least 10');
  process.exit(1);
}

// Inside the project, as `npm start`'s data/site is.
const work = await mkdtemp(fileURLToPath(new URL('../.bench-publish-', import.meta.url)));
const database = { kind: 'pglite' as const, dataDir: join(work, 'pglite') };
let started = performance.now();
const seeding = await openDatabase(database);
await seeding.migrate();
await seedDatabase(seeding.db, { cars: carCount });
await seeding.close();
console.log(`seeded ${carCount} cars in ${((performance.now() - started) / 1000).toFixed(1)} s`);

started = performance.now();
const shop = await startShop({
  port: 0,
  database,
  storageDir: join(work, 'storage'),
  privateStorageDir: join(work, 'private'),
  sitesDir: join(work, 'site'),
  otherSites: [],
  webhookSecret: 'bench-publish-webhook-secret',
  adminToken: ADMIN_TOKEN,
  eurRonRate: 5,
  decisionDelayMs: 1000,
  log: (line) => values.verbose && console.log(`  [shop] ${line}`),
});
const base = `http://127.0.0.1:${shop.port}`;

async function page(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  return response.ok ? response.text() : `HTTP ${response.status}`;
}

async function admin(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${base}/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer}`);
}

/** The in-stock count a list page states in its heading (reserved cars are not counted). */
function stockCount(listHtml: string): number {
  // Romanian thousands separator: "9.518 de masini".
  return Number(/data-stock-count>([\d.]+)/.exec(listHtml)?.[1]?.replaceAll('.', '') ?? Number.NaN);
}

/** The HTML of the car's card in a list page, or null when the list does not show it. */
function card(listHtml: string, sku: string): string | null {
  const start = listHtml.indexOf(`data-sku="${sku}"`);
  if (start < 0) return null;
  return listHtml.slice(start, listHtml.indexOf('</article>', start));
}

interface Edit {
  label: string;
  make: () => Promise<void>;
  /** True once every page showing the car shows the change. */
  live: () => Promise<boolean>;
}

try {
  const first = await shop.firstBuild;
  if (first === null || !first.ok) throw new Error(`first build failed: ${first ? first.error : 'none'}`);
  console.log(
    `full build (${carCount} cars) served after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Cars the /masini grid shows, so each edit can be checked on a list page too.
  const list = await page('/masini');
  const shown = [...list.matchAll(/data-sku="([^"]+)" data-visibility="(\d)"/g)].map(
    ([, sku, visibility]) => ({
      sku: sku ?? '',
      visibility: Number(visibility),
    }),
  );
  const available = shown.filter((car) => car.visibility === 2).map((car) => car.sku);
  const [priced, promoted, reserved, hidden] = available;
  if (!priced || !promoted || !reserved || !hidden)
    throw new Error('the /masini grid shows too few cars in stock');
  const before = {
    pricedPage: await page(`/masina/${priced}`),
    pricedCard: card(list, priced),
    inStock: stockCount(list),
  };
  const promo = `Oferta bench ${Date.now() % 100_000}`;
  const newSku = `BENCH-${Date.now() % 100_000}`;

  const edits: Edit[] = [
    {
      label: `price of ${priced}`,
      make: () => admin('PATCH', `/cars/${priced}`, { initial_price: 99_999, reduced_price: null }),
      live: async () =>
        (await page(`/masina/${priced}`)) !== before.pricedPage &&
        card(await page('/masini'), priced) !== before.pricedCard,
    },
    {
      label: `promotion on ${promoted}`,
      make: () =>
        admin('PATCH', `/cars/${promoted}`, { promo_messages: [{ kind: 'free_delivery', name: promo }] }),
      live: async () =>
        (await page(`/masina/${promoted}`)).includes(promo) &&
        (card(await page('/masini'), promoted) ?? '').includes(promo),
    },
    {
      label: `visibility 2 → 4 of ${reserved}`,
      make: () => admin('PATCH', `/cars/${reserved}`, { car_visibility_id: 4 }),
      live: async () =>
        (await page(`/masina/${reserved}`)).includes('car_visibility_id&quot;:[0,4]') &&
        stockCount(await page('/masini')) === before.inStock - 1,
    },
    {
      label: `new car ${newSku}`,
      make: () => admin('POST', '/cars', { from_sku: priced, sku: newSku }),
      live: async () =>
        (await page(`/masina/${newSku}`)).includes(`data-car-sku="${newSku}"`) &&
        (await page('/masini/sitemap.xml')).includes(`/masina/${newSku}<`),
    },
    {
      label: `hidden car ${hidden}`,
      make: () => admin('DELETE', `/cars/${hidden}`),
      live: async () =>
        !(await page(`/masina/${hidden}`)).includes(`data-car-sku="${hidden}"`) &&
        !(await page('/masini/sitemap.xml')).includes(`/masina/${hidden}<`) &&
        card(await page('/masini'), hidden) === null,
    },
  ];

  const seconds: number[] = [];
  for (const edit of edits) {
    const editStarted = performance.now();
    await edit.make();
    while (!(await edit.live())) {
      if (performance.now() - editStarted > EDIT_TIMEOUT_MS)
        throw new Error(`${edit.label}: not live after 5 min`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const took = (performance.now() - editStarted) / 1000;
    seconds.push(took);
    console.log(`${edit.label.padEnd(36)} live after ${took.toFixed(1)} s`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  console.log(
    `median change → live: ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} s (${carCount} cars)`,
  );
} finally {
  await shop.close();
  await rm(work, { recursive: true, force: true });
}

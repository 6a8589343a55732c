/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated slow 4G and 4× CPU) on the
 * pages a shopper meets: home, the car list, a car page, FAQ and a legal page. The shop is started
 * as `npm run bench:load` starts it (scripts/bench-load-server.ts: PGlite in a new folder, seeded,
 * the site built and served by the shop), Chromium is the system's (CHROME_PATH, else
 * /usr/bin/chromium). Each page is measured --runs times (default 5), the pages taking turns so a
 * busier moment of the machine hits them all alike, and the median is printed beside the legal
 * page's in the same run: that page has no script and scores 100 on an idle machine, so its figure
 * says how much of a gap is the machine.
 *
 * Options: --runs N, --url http://… (measure a shop already running instead of starting one),
 * --only home,list,car,faq,legal. Never part of a test run: the figures go in the README.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchShop } from './bench-shop.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** A financing car in stock, read through the API as the list would show it. */
async function carPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/cars?categories_ids[]=2&categories_ids[]=3`);
  if (!response.ok) throw new Error(`GET /api/cars answered ${response.status}`);
  const cars = (await response.json()) as { sku: string; car_visibility_id: number }[];
  const car = cars.find((candidate) => candidate.car_visibility_id === 2);
  if (!car) throw new Error('the seed has no financing car in stock');
  return `/masina/${encodeURIComponent(car.sku)}`;
}

interface Sample {
  performance: number;
  accessibility: number;
  tbt: number;
  lcp: number;
  cls: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits).filter(
    (audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0,
  );
  if (score('accessibility') < 100) {
    console.error(`  ${url}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
  };
}

const shop = values.url === undefined ? await startBenchShop('') : null;
const base = values.url?.replace(/\/+$/, '') ?? shop?.base ?? '';
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const allPages = {
    home: '/',
    list: '/masini/',
    car: await carPath(base),
    faq: '/faq',
    legal: '/impressum',
  } as const;
  const wanted = values.only?.split(',') ?? Object.keys(allPages);
  const pages = Object.entries(allPages).filter(([name]) => wanted.includes(name) || name === 'legal');
  const samples = new Map<string, Sample[]>(pages.map(([name]) => [name, []]));
  console.log(`Lighthouse mobile on ${base}, ${runs} runs per page, Chromium ${CHROME_PATH}\n`);
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, path] of pages) {
      const sample = await measure(base + path, chrome.port);
      samples.get(name)?.push(sample);
      console.log(
        `run ${round} ${name.padEnd(6)} performance ${sample.performance} accessibility ${sample.accessibility} ` +
          `TBT ${Math.round(sample.tbt)} ms LCP ${Math.round(sample.lcp)} ms CLS ${sample.cls.toFixed(3)}`,
      );
    }
  }
  const legal = samples.get('legal') ?? [];
  const legalPerformance = median(legal.map((sample) => sample.performance));
  console.log('\nmedians (all runs: min–max)');
  console.log(
    'page    path                          perf  (range)   a11y  TBT ms  LCP ms  CLS    legal perf',
  );
  for (const [name, path] of pages) {
    const of = samples.get(name) ?? [];
    const performance = of.map((sample) => sample.performance);
    console.log(
      `${name.padEnd(7)} ${path.padEnd(29)} ${String(median(performance)).padStart(4)}  ` +
        `(${Math.min(...performance)}–${Math.max(...performance)})`.padEnd(10) +
        `${String(median(of.map((sample) => sample.accessibility))).padStart(4)}  ` +
        `${String(Math.round(median(of.map((sample) => sample.tbt)))).padStart(6)}  ` +
        `${String(Math.round(median(of.map((sample) => sample.lcp)))).padStart(6)}  ` +
        `${median(of.map((sample) => sample.cls)).toFixed(3)}  ${String(legalPerformance).padStart(5)}`,
    );
  }
} finally {
  chrome.kill();
  await shop?.stop();
}

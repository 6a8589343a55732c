/**
 * `npm run bench:load`: the API under load, as a browser crowd would use it. Starts the shop (a
 * child process: PGlite in a new folder, seeded, site built, exactly what `npm start` composes) and,
 * once it serves, measures with autocannon from this process:
 *  1. the car list a list page reconciles with, `GET /api/cars?categories_ids[]=1&…=2&…=3`, with
 *     50 connections, each asking as a browser does (`Accept-Encoding: gzip, deflate, br, zstd`);
 *  2. the pre-built list page `/masini/` the same way: the static floor to compare the API with;
 *  3. the order flow with 100 shoppers, each a connection going through the wizard's calls in a
 *     loop without pause, with a browser's headers: create the order, personal data, obligations,
 *     income, read it back;
 *  4. the car page's live read of its car with 100 connections (--shoppers), a browser's headers:
 *     `GET /api/cars/{sku}` (every price table, what the page's islands read before issue 36) and
 *     `GET /api/cars/{sku}?tables=none` (what they read now), with the answer's size.
 * Prints requests per second and latency percentiles of each: one continuous load, measured after
 * its first --warm-up seconds (default 2); for the order flow also the first wave, each shopper's
 * first answer, all sent at once. Options: --seconds (default 10), --list-connections (50,
 * also the page's), --shoppers (100), --only list|page|orders|car, --database-url postgres://… (an
 * empty PostgreSQL database instead of PGlite) or memory:// (PGlite in memory). With
 * BENCH_PROF=<dir> the shop writes a V8 CPU profile there when it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import {
  CREDIT_TERMS,
  contactBody,
  income,
  noObligations,
  personal,
} from '../server/routes/client-order/testing/order-test-kit.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    'list-connections': { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '100' },
    only: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const warmUpSeconds = Number(values['warm-up']);
const listConnections = Number(values['list-connections']);
const shoppers = Number(values.shoppers);
const RUNS = ['list', 'page', 'orders', 'car'] as const;
const only = values.only;
if (only !== undefined && !RUNS.some((name) => name === only))
  throw new Error(`--only takes ${RUNS.join(', ')}`);
const wanted = (name: (typeof RUNS)[number]) => only === undefined || only === name;

const serverScript = fileURLToPath(new URL('./bench-load-server.ts', import.meta.url));
const LIST_PATH = '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3';
/** The pre-built page the same list reconciles: the static floor the API list is compared with. */
const PAGE_PATH = '/masini/';
/** What Chromium and Firefox send with every fetch. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface ServerInfo {
  financingSku: string;
  place: { judet: number; localitate: string };
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROF] : []),
        serverScript,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_DATABASE_URL: values['database-url'] ?? '' },
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\d+)$/m.exec(output);
      if (ready?.[1]) resolve({ child, port: Number(ready[1]) });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the shop exited with ${code} before it was ready`)));
  });
}

/** What one run measured: the requests sent after the warm-up, and the first wave. */
interface Measured {
  /** Latencies (ms) of the measured 2xx answers, ascending. */
  latencies: number[];
  requestsPerSecond: number;
  failures: Map<string, number>;
  /** Latencies (ms) of each connection's first answer: all connections start at once. */
  firstWave: number[];
}

/**
 * One continuous load of --warm-up plus --seconds, of which only the requests sent after the warm-up
 * are measured: the first seconds of a fresh process measure V8 compiling the routes, and
 * all connections sending their first request in the same millisecond is a burst no crowd of
 * independent visitors makes. That first wave is reported on its own line. Latency is measured as
 * autocannon measures it (request written → answer read), for 2xx answers, as autocannon's own
 * histogram does.
 */
function run(options: autocannon.Options): Promise<Measured> {
  const latencies: number[] = [];
  const firstWave: number[] = [];
  const failures = new Map<string, number>();
  const answered = new Set<object>();
  const fail = (cause: string) => failures.set(cause, (failures.get(cause) ?? 0) + 1);
  let measuredFrom = Number.POSITIVE_INFINITY;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: warmUpSeconds + seconds }, (error: Error | null) => {
      if (error) {
        reject(error);
        return;
      }
      const measuredSeconds = (performance.now() - measuredFrom) / 1000;
      latencies.sort((a, b) => a - b);
      firstWave.sort((a, b) => a - b);
      const answers = latencies.length + failedCount(failures);
      resolve({ latencies, requestsPerSecond: answers / measuredSeconds, failures, firstWave });
    });
    measuredFrom = performance.now() + warmUpSeconds * 1000;
    instance.on('response', (client: object, status: number, _bytes: number, latency: number) => {
      if (!answered.has(client)) {
        answered.add(client);
        firstWave.push(latency);
      }
      // Measured: the requests sent after the warm-up.
      if (performance.now() - latency < measuredFrom) return;
      if (status >= 200 && status < 300) latencies.push(latency);
      else fail(String(status));
    });
    instance.on('reqError', (error: Error) => {
      if (performance.now() >= measuredFrom) fail(error.message);
    });
  });
}

/** The q-quantile of ascending values, nearest rank, in whole ms. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
}

function failedCount(failures: ReadonlyMap<string, number>): number {
  return [...failures.values()].reduce((sum, n) => sum + n, 0);
}

function report(name: string, measured: Measured): void {
  const { latencies, failures } = measured;
  const failed = failedCount(failures);
  const causes = [...failures].map(([cause, count]) => `${count}× ${cause}`);
  console.log(
    `${name.padEnd(12)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${quantile(latencies, 0.5)} ms   p90 ${quantile(latencies, 0.9)} ms   ` +
      `p99 ${quantile(latencies, 0.99)} ms   max ${quantile(latencies, 1)} ms   ` +
      `${latencies.length + failed} requests, ${failed} failed${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`,
  );
}

function reportFirstWave(name: string, measured: Measured): void {
  const { firstWave } = measured;
  console.log(
    `${name.padEnd(12)} ${String(firstWave.length).padStart(6)} at once  p50 ${quantile(firstWave, 0.5)} ms   ` +
      `p90 ${quantile(firstWave, 0.9)} ms   max ${quantile(firstWave, 1)} ms   (warm-up's first answers, not in the figures above)`,
  );
}

/** What the wizard's fetch sends: every browser asks for compressed answers. */
const browser = { 'accept-encoding': BROWSER_ENCODINGS };
const json = { ...browser, 'Content-Type': 'application/json' };

/** autocannon's per-connection context, where the created order's uuid travels between calls. */
type ShopperContext = { uuid?: string };
const orderPath = (context: object) => `/api/client-order/${(context as ShopperContext).uuid}`;

/** One shopper's pass through the wizard. */
function shopperFlow(info: ServerInfo): Request[] {
  const step = (body: unknown): Request => ({
    method: 'PUT',
    headers: json,
    body: JSON.stringify(body),
    setupRequest: (request, context) => ({ ...request, path: orderPath(context) }),
  });
  return [
    {
      method: 'POST',
      path: '/api/client-order',
      headers: json,
      body: JSON.stringify(contactBody(info.financingSku, info.place, CREDIT_TERMS)),
      onResponse: (_status, body, context) => {
        (context as ShopperContext).uuid = JSON.parse(body) as string;
      },
    },
    step(personal),
    step(noObligations),
    step(income(50_000)),
    {
      method: 'GET',
      headers: browser,
      setupRequest: (request, context) => ({ ...request, path: orderPath(context) }),
    },
  ];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** An orderable financing car and a delivery locality, read through the API as the site would. */
async function orderInputs(base: string): Promise<ServerInfo> {
  const listed = await getJson<{ sku: string; car_visibility_id: number }[]>(
    `${base}/api/cars?categories_ids[]=2&categories_ids[]=3`,
  );
  const car = listed.find((entry) => entry.car_visibility_id === 2);
  const [county] = await getJson<{ id: number }[]>(`${base}/api/counties`);
  if (!car || !county) throw new Error('the seed has no orderable car or no county');
  const [city] = await getJson<{ name: string }[]>(`${base}/api/counties/${county.id}`);
  if (!city) throw new Error(`county ${county.id} has no locality`);
  return { financingSku: car.sku, place: { judet: county.id, localitate: city.name } };
}

const { child, port } = await startServer();
const base = `http://127.0.0.1:${port}`;
try {
  const info = await orderInputs(base);
  console.log(`shop ready on ${base}; ${seconds} s per run\n`);
  const crowd = (path: string): autocannon.Options => ({
    url: base + path,
    connections: listConnections,
    headers: browser,
  });
  if (wanted('list')) report('car list', await run(crowd(LIST_PATH)));
  if (wanted('page')) report('list page', await run(crowd(PAGE_PATH)));
  if (wanted('orders')) {
    const orders = await run({ url: base, connections: shoppers, requests: shopperFlow(info) });
    report('order flow', orders);
    reportFirstWave('first wave', orders);
  }
  if (wanted('car')) {
    for (const [name, path] of [
      ['car detail', `/api/cars/${info.financingSku}`],
      ['car, light', `/api/cars/${info.financingSku}?tables=none`],
    ] as const) {
      const answer = await fetch(base + path, { headers: browser });
      const bytes = (await answer.arrayBuffer()).byteLength;
      const encoded = answer.headers.get('content-length') ?? '?';
      console.log(
        `${name}: ${bytes} B of JSON, ${encoded} B as sent (${answer.headers.get('content-encoding') ?? 'identity'})`,
      );
      report(name, await run({ url: base + path, connections: shoppers, headers: browser }));
    }
  }
} finally {
  child.kill('SIGTERM');
}

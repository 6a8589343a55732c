/**
 * `npm run bench:load`: the API under load, as a browser crowd would use it. Starts the shop (a
 * child process: in-memory PGlite, seeded, site built, exactly what `npm start` composes) and,
 * once it serves, measures with autocannon from this process:
 *  1. the car list a list page reconciles with, `GET /api/cars?categories_ids[]=1&…=2&…=3`, with
 *     50 connections, each asking as a browser does (`Accept-Encoding: gzip, deflate, br, zstd`);
 *  2. the pre-built list page `/masini/` the same way: the static floor to compare the API with;
 *  3. the order flow with 100 shoppers, each a connection going through the wizard's calls in a
 *     loop without pause: create the order, personal data, obligations, income, read it back.
 * Prints requests per second and latency percentiles of each, each measured after --warm-up
 * seconds (default 2) of the same load. Options: --seconds (default 10), --list-connections (50,
 * also the page's), --shoppers (100), --only list|page|orders, --database-url postgres://… (an
 * empty PostgreSQL database instead of in-memory PGlite). With BENCH_PROF=<dir> the shop writes a
 * V8 CPU profile there when it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
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
const RUNS = ['list', 'page', 'orders'] as const;
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

function autocannonRun(options: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A measured run after an unmeasured one of the same load: the first seconds of a fresh process
 * measure V8 compiling the routes, not the routes.
 */
async function run(options: autocannon.Options): Promise<Result> {
  if (warmUpSeconds > 0) await autocannonRun({ ...options, duration: warmUpSeconds });
  return autocannonRun(options);
}

function report(name: string, result: Result): void {
  const { latency, requests } = result;
  // autocannon counts a timed-out request among its errors too.
  const failures = result.errors + result.non2xx;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${count ?? 0}× ${status}`);
  const causes = [...statuses, ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : [])];
  console.log(
    `${name.padEnd(12)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${latency.p50} ms   ` +
      `p90 ${latency.p90} ms   p99 ${latency.p99} ms   max ${latency.max} ms   ` +
      `${result.requests.total} requests, ${failures} failed${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`,
  );
}

const json = { 'Content-Type': 'application/json' };

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
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ENCODINGS },
  });
  if (wanted('list')) report('car list', await run(crowd(LIST_PATH)));
  if (wanted('page')) report('list page', await run(crowd(PAGE_PATH)));
  if (wanted('orders')) {
    report(
      'order flow',
      await run({ url: base, connections: shoppers, duration: seconds, requests: shopperFlow(info) }),
    );
  }
} finally {
  child.kill('SIGTERM');
}

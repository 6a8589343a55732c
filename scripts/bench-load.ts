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
 * Prints requests per second and latency percentiles of each: one continuous load, the seconds
 * after its first --warm-up seconds (default 2) on one line, the warm-up on the next; for the order
 * flow also the first wave, each shopper's first answer, all sent at once. Every answer counts in
 * the percentiles; non-2xx answers and requests left without one are printed as errors. Also the
 * machine's load average and the shop process's CPU time per measured request.
 * Options: --seconds (default 10), --list-connections (50, also the page's), --shoppers (100),
 * --only list|page|orders|car, --database-url (default DATABASE_URL): postgres://… runs the shop on
 * a new database created on that server for the run and dropped after it; memory:// is PGlite in
 * memory. With BENCH_PROF=<dir> the shop writes a V8 CPU profile there when it stops.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import {
  CREDIT_TERMS,
  contactBody,
  income,
  noObligations,
  personal,
} from '../server/routes/client-order/testing/order-test-kit.ts';
import { startBenchShop } from './bench-shop.ts';

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

const LIST_PATH = '/api/cars?categories_ids[]=1&categories_ids[]=2&categories_ids[]=3';
/** The pre-built page the same list reconciles: the static floor the API list is compared with. */
const PAGE_PATH = '/masini/';
/** What Chromium and Firefox send with every fetch. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface ServerInfo {
  financingSku: string;
  place: { judet: number; localitate: string };
}

/** Latencies (ms, ascending) and failures of the answers to the requests sent in one period. */
interface Period {
  /** Every answer's latency, 2xx or not, ascending. */
  latencies: number[];
  /** Non-2xx answers by status, and requests that got no answer (timeouts, resets) by cause. */
  failures: Map<string, number>;
  seconds: number;
}

/** What one run measured: the warm-up, the measured seconds after it, and the first wave. */
interface Measured {
  warmUp: Period;
  measured: Period;
  /** Latencies (ms) of each connection's first answer: all connections start at once. */
  firstWave: number[];
  /**
   * The measured latencies by the request's place in a connection's loop (the order flow's steps:
   * create, personal, obligations, income, read-back), ascending; one entry for a single request.
   */
  bySlot: number[][];
}

const emptyPeriod = (): Period => ({ latencies: [], failures: new Map(), seconds: 0 });

/**
 * One continuous load of --warm-up plus --seconds. Nothing is dropped: the requests sent during the
 * warm-up (a fresh process compiling its routes, all connections starting in the same millisecond)
 * are reported on a line of their own, the rest as the run's figures. Every answer counts in the
 * percentiles, whatever its status; a non-2xx answer and a request without an answer (autocannon's
 * timeout, a reset) are counted as errors. Latency is measured as autocannon measures it (request
 * written → answer read).
 */
function run(options: autocannon.Options): Promise<Measured> {
  const warmUp = emptyPeriod();
  const measured = emptyPeriod();
  const firstWave: number[] = [];
  const loopLength = options.requests?.length ?? 1;
  const bySlot: number[][] = Array.from({ length: loopLength }, () => []);
  /** How many answers each connection had: autocannon sends a connection's requests in order. */
  const answered = new Map<object, number>();
  const fail = (period: Period, cause: string) =>
    period.failures.set(cause, (period.failures.get(cause) ?? 0) + 1);
  let startedAt = 0;
  let measuredFrom = Number.POSITIVE_INFINITY;
  const periodOf = (sentAt: number) => (sentAt < measuredFrom ? warmUp : measured);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, duration: warmUpSeconds + seconds }, (error: Error | null) => {
      if (error) {
        reject(error);
        return;
      }
      warmUp.seconds = (measuredFrom - startedAt) / 1000;
      measured.seconds = (performance.now() - measuredFrom) / 1000;
      for (const list of [warmUp.latencies, measured.latencies, firstWave, ...bySlot])
        list.sort((a, b) => a - b);
      resolve({ warmUp, measured, firstWave, bySlot });
    });
    startedAt = performance.now();
    measuredFrom = startedAt + warmUpSeconds * 1000;
    instance.on('response', (client: object, status: number, _bytes: number, latency: number) => {
      const count = answered.get(client) ?? 0;
      answered.set(client, count + 1);
      if (count === 0) firstWave.push(latency);
      const period = periodOf(performance.now() - latency);
      period.latencies.push(latency);
      if (period === measured) bySlot[count % loopLength]?.push(latency);
      if (status < 200 || status >= 300) fail(period, String(status));
    });
    // No answer (autocannon's timeout, a reset): counted as an error of the period it ended in.
    instance.on('reqError', (error: Error) => fail(periodOf(performance.now()), error.message));
  });
}

/** The q-quantile of ascending values, nearest rank, in whole ms. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
}

/** Requests that got no answer at all (failures whose cause is not a status). */
function unanswered(failures: ReadonlyMap<string, number>): number {
  return [...failures].filter(([cause]) => !/^\d+$/.test(cause)).reduce((sum, [, n]) => sum + n, 0);
}

function report(name: string, period: Period): void {
  const { latencies, failures } = period;
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const requests = latencies.length + unanswered(failures);
  const causes = [...failures].map(([cause, count]) => `${count}× ${cause}`);
  console.log(
    `${name.padEnd(12)} ${(requests / period.seconds).toFixed(0).padStart(6)} req/s   ` +
      `p50 ${quantile(latencies, 0.5)} ms   p90 ${quantile(latencies, 0.9)} ms   ` +
      `p99 ${quantile(latencies, 0.99)} ms   max ${quantile(latencies, 1)} ms   ` +
      `${requests} requests, ${errors} errors${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`,
  );
}

function reportRun(name: string, { warmUp, measured }: Measured): void {
  report(name, measured);
  report(`  warm-up`, warmUp);
}

/** The order flow's measured latencies step by step: where a slow p99 comes from. */
function reportSteps(names: readonly string[], { bySlot }: Measured): void {
  const cells = names.map(
    (name, index) => `${name} ${quantile(bySlot[index] ?? [], 0.5)}/${quantile(bySlot[index] ?? [], 0.99)}`,
  );
  console.log(`${'  by step'.padEnd(12)} p50/p99 ms: ${cells.join(', ')}`);
}

function reportFirstWave(name: string, measured: Measured): void {
  const { firstWave } = measured;
  console.log(
    `${name.padEnd(12)} ${String(firstWave.length).padStart(6)} at once  p50 ${quantile(firstWave, 0.5)} ms   ` +
      `p90 ${quantile(firstWave, 0.9)} ms   max ${quantile(firstWave, 1)} ms   (the warm-up's first answers)`,
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

/** CPU seconds (user + system) the process has used, from /proc (Linux); null elsewhere. */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The run's figures, with the shop's CPU time per measured request and the machine's load. */
async function measure(name: string, pid: number | undefined, options: autocannon.Options) {
  const cpuBefore = cpuSecondsOf(pid);
  const measured = await run(options);
  const cpuAfter = cpuSecondsOf(pid);
  reportRun(name, measured);
  const requests = measured.warmUp.latencies.length + measured.measured.latencies.length;
  if (cpuBefore !== null && cpuAfter !== null && requests > 0) {
    const cpu = cpuAfter - cpuBefore;
    console.log(
      `${''.padEnd(12)} shop CPU ${((cpu / (measured.warmUp.seconds + measured.measured.seconds)) * 100).toFixed(0)} % ` +
        `of a core, ${((cpu * 1000) / requests).toFixed(2)} ms per request; load average ${loadavg()[0]?.toFixed(1)}`,
    );
  }
  return measured;
}

const shop = await startBenchShop(values['database-url'] ?? process.env.DATABASE_URL ?? '', {
  cpuProfileDir: process.env.BENCH_PROF,
});
const { child, base } = shop;
try {
  console.log(
    `database: ${shop.databaseUrl ? shop.databaseUrl.replace(/\/\/[^@/]*@/, '//') : 'PGlite in a new folder'}`,
  );
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (${process.platform}, 1/5/15 min)`,
  );
  const info = await orderInputs(base);
  console.log(`shop ready on ${base}; ${seconds} s per run\n`);
  const crowd = (path: string): autocannon.Options => ({
    url: base + path,
    connections: listConnections,
    headers: browser,
  });
  if (wanted('list')) await measure('car list', child.pid, crowd(LIST_PATH));
  if (wanted('page')) await measure('list page', child.pid, crowd(PAGE_PATH));
  if (wanted('orders')) {
    const orders = await measure('order flow', child.pid, {
      url: base,
      connections: shoppers,
      requests: shopperFlow(info),
    });
    reportSteps(['create', 'personal', 'obligations', 'income', 'read-back'], orders);
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
      await measure(name, child.pid, { url: base + path, connections: shoppers, headers: browser });
    }
  }
} finally {
  await shop.stop();
}

/**
 * `npm run bench:build -- --cars 10000`: how fast the full site builds for a catalogue of N cars.
 * Seeds a fresh in-memory database, serves the API on a free port, builds the site exactly as the
 * rebuild runner does (server/rebuild/astro-build.ts: for a large catalogue, one `astro build` and a
 * render helper per other core) into a scratch folder inside the project, and prints pages built,
 * seconds, pages per second and peak memory. Peak memory is sampled from /proc over every process
 * this benchmark started (sum of resident memory at the busiest moment), the API server excluded.
 *
 * For scale, the same run then builds a trivial Astro page set of the same page count (one small
 * page per path, no data, no islands) and prints the ratio: on a shared or slow machine the absolute
 * figures move with the load, the ratio much less. Both builds' CPU time (user + system of their
 * processes) is printed too, per page, with its ratio: the least noisy figure on a shared machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { openDatabase, serverTarget } from '../server/db/client.ts';
import { astroBuild, shardCount } from '../server/rebuild/astro-build.ts';
import { seedDatabase } from '../server/seed/index.ts';
import { createMemoryStorage } from '../server/test/memory-storage.ts';
import { treeRssKb } from './process-memory.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));
const astroCli = join(projectRoot, 'node_modules/astro/bin/astro.mjs');
const SAMPLE_MS = 200;

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '100' },
    /** Writes V8 CPU profiles of the build processes into this folder. */
    'cpu-prof': { type: 'string' },
    /** Rendering processes (default: as the shop decides for this catalogue on this machine). */
    shards: { type: 'string' },
  },
});
const profileDir = values['cpu-prof'];
const carCount = Number(values.cars);
if (!Number.isInteger(carCount) || carCount < 1) {
  console.error('--cars must be a positive integer');
  process.exit(1);
}

/** Kernel clock ticks per second, the unit of /proc's CPU times (100 on every common Linux). */
function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
}
const CLOCK_TICKS = clockTicks();

/**
 * CPU seconds (user + system) used by the child processes of this one that have ended, their own
 * ended children included: the build processes, not the API server in this process. On a shared
 * machine the wall-clock figures move with the neighbours' load; the CPU a build needs much less.
 * null where /proc is missing (not Linux).
 */
async function endedChildrenCpuSeconds(): Promise<number | null> {
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => null);
  if (stat === null) return null;
  // Fields after the command name, which is in parentheses and may hold spaces: the state is
  // field 3 of proc(5), cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / CLOCK_TICKS;
}

/** The CPU seconds of the children that ended while `run` ran. */
async function childrenCpuOf<T>(run: () => Promise<T>): Promise<{ result: T; cpuSeconds: number | null }> {
  const before = await endedChildrenCpuSeconds();
  const result = await run();
  const after = await endedChildrenCpuSeconds();
  return { result, cpuSeconds: before === null || after === null ? null : after - before };
}

const cpuLine = (cpuSeconds: number | null, pages: number) =>
  cpuSeconds === null
    ? 'n/a'
    : `${cpuSeconds.toFixed(1)} s, ${((1000 * cpuSeconds) / pages).toFixed(1)} ms per page`;

async function countPages(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html') || entry.endsWith('.xml')).length;
}

/** Runs `build` while sampling the peak resident memory of `pid`'s process tree. */
async function measured(
  build: () => Promise<void>,
  pid: () => number | undefined,
  withRoot: boolean,
): Promise<{ seconds: number; peakKb: number }> {
  const started = performance.now();
  let peakKb = 0;
  const timer = setInterval(() => {
    const root = pid();
    if (root !== undefined) peakKb = Math.max(peakKb, treeRssKb(root, withRoot));
  }, SAMPLE_MS);
  try {
    await build();
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, peakKb };
}

/** The trivial page set's build: one `astro build` child of its own project. */
function runTrivialBuild(outDir: string, root: string): Promise<{ seconds: number; peakKb: number }> {
  let childPid: number | undefined;
  const build = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [astroCli, 'build', '--root', root, '--outDir', outDir], {
        cwd: projectRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      });
      childPid = child.pid;
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`)),
      );
    });
  return measured(build, () => childPid, true);
}

/**
 * A trivial Astro project of `pages` pages, inside the project folder so `astro` resolves from its
 * node_modules; removed after the run.
 */
async function trivialProject(pages: number): Promise<string> {
  const root = join(projectRoot, `.bench-trivial-${process.pid}`);
  await mkdir(join(root, 'src/pages'), { recursive: true });
  await writeFile(
    join(root, 'astro.config.mjs'),
    "export default { output: 'static', build: { format: 'directory' }, devToolbar: { enabled: false } };\n",
  );
  await writeFile(
    join(root, 'src/pages/[n].astro'),
    [
      '---',
      `export function getStaticPaths() { return Array.from({ length: ${pages} }, (_, n) => ({ params: { n: String(n) } })); }`,
      '---',
      '<html lang="ro"><head><title>{Astro.params.n}</title></head><body><h1>{Astro.params.n}</h1></body></html>',
      '',
    ].join('\n'),
  );
  return root;
}

// As the shop opens it (serverTarget): PGlite in a thread of its own beside the API's HTTP work.
const handle = await openDatabase(serverTarget({ kind: 'pglite' }, (message) => console.error(message)));
await handle.migrate();
const started = performance.now();
await seedDatabase(handle.db, { cars: carCount });
console.log(`seeded ${carCount} cars in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const app = createApp({ db: handle.db, storage: createMemoryStorage() });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const instance = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(instance));
});
const { port } = server.address() as AddressInfo;
// Inside the project: side-by-side builds need their output under the working directory.
const scratch = await mkdtemp(join(projectRoot, '.bench-build-'));
const outDir = join(scratch, 'site');
const shards = values.shards ? Number(values.shards) : shardCount(carCount, availableParallelism());
if (profileDir) process.env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profileDir}`;

try {
  const build = astroBuild({
    cmsUrl: `http://127.0.0.1:${port}/api`,
    output: () => undefined,
    shards: async () => shards,
  });
  const apiCpuBefore = process.cpuUsage();
  const {
    result: { seconds, peakKb },
    cpuSeconds,
  } = await childrenCpuOf(() =>
    measured(
      () => build(outDir, new AbortController().signal),
      () => process.pid,
      false,
    ),
  );
  const apiCpu = process.cpuUsage(apiCpuBefore);
  delete process.env.NODE_OPTIONS;
  const pages = await countPages(outDir);
  console.log(`cars:           ${carCount}`);
  console.log(`processes:      ${shards}`);
  console.log(`pages built:    ${pages}`);
  console.log(`seconds:        ${seconds.toFixed(1)}`);
  console.log(`pages/second:   ${(pages / seconds).toFixed(0)}`);
  console.log(`peak memory:    ${(peakKb / 1024).toFixed(0)} MB (build process tree, resident)`);
  console.log(`build CPU:      ${cpuLine(cpuSeconds, pages)} (user + system, build processes)`);
  console.log(
    `API CPU:        ${cpuLine((apiCpu.user + apiCpu.system) / 1e6, pages)} (this process: the API server, its database thread, the memory sampler)`,
  );
  const trivial = await trivialProject(pages);
  try {
    const trivialOut = join(scratch, 'trivial');
    const {
      result: { seconds: trivialSeconds },
      cpuSeconds: trivialCpu,
    } = await childrenCpuOf(() => runTrivialBuild(trivialOut, trivial));
    const trivialPages = await countPages(trivialOut);
    console.log(
      `trivial set:    ${trivialPages} pages in ${trivialSeconds.toFixed(1)} s (${(trivialPages / trivialSeconds).toFixed(0)} pages/s), CPU ${cpuLine(trivialCpu, trivialPages)}`,
    );
    console.log(
      `ratio:          ${(trivialPages / trivialSeconds / (pages / seconds)).toFixed(1)}× slower than the trivial set`,
    );
    if (cpuSeconds !== null && trivialCpu !== null)
      console.log(
        `CPU ratio:      ${(cpuSeconds / pages / (trivialCpu / trivialPages)).toFixed(1)}× the trivial set's CPU per page`,
      );
  } finally {
    await rm(trivial, { recursive: true, force: true });
  }
} finally {
  server.close();
  await handle.close();
  await rm(scratch, { recursive: true, force: true });
}

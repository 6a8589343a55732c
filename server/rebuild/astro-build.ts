/**
 * Runs `astro build --outDir <folder>` as a child process in its own process group, so stopping the
 * server (or aborting) kills the build and every worker it started, not just the first process.
 * A partial build passes the car pages to render in PUBLISH_ONLY_CARS (src/domain/site/partial-build.ts).
 *
 * One `astro build` renders on one core. A full build of a large catalogue therefore renders its car
 * pages in one process per core (PUBLISH_RENDER_PROCESSES=n): the build renders every n-th car page
 * and starts a render helper for each other share, which loads the build's bundle instead of
 * bundling again (src/lib/build/direct-page-writer.ts). If a helper fails, the build fails.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { KEEP_BUNDLE_VARIABLE } from '../../src/domain/site/kept-bundle.ts';
import {
  CAR_SHARD_VARIABLE,
  ONLY_CARS_VARIABLE,
  RENDER_PROCESSES_VARIABLE,
} from '../../src/domain/site/partial-build.ts';
import { type KeptRenderInput, renderFromKeptBundle } from './kept-render-run.ts';
import type { BuildBundles, PartialScope } from './runner.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const astroCli = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

export interface AstroBuildOptions {
  /** Build-time CMS API base, e.g. http://127.0.0.1:4321/api. */
  cmsUrl: string;
  /** Receives the build's output lines (default: this process's stderr). */
  output?: (line: string) => void;
  /** How many processes a full build runs in (default 1); partial builds always run one. */
  shards?: () => Promise<number>;
  /** Runs one `astro build` process (tests replace it). */
  run?: (build: BuildRun) => Promise<void>;
  /** Renders a partial build from a kept bundle, false when it could not (tests replace it). */
  renderKept?: (input: KeptRenderInput) => Promise<boolean>;
}

/** Below this many listed cars a second process costs more (its own start-up) than it renders. */
export const SHARDING_MIN_CARS = 1000;
/** Each rendering process (the build, a helper) is about 0.6 GB resident at 10,000 cars. */
export const MAX_SHARDS = 4;
/**
 * V8 lets a build's heap grow far beyond what it holds live before collecting; a rendering
 * process's cap keeps two of a 10,000-car build under 1.5 GB together (about 1.57 GB without it).
 */
const SHARD_HEAP_MB = 640;
/**
 * A rendering process's young generation: rendering makes much short-lived garbage, and twice V8's
 * default semi-space means fewer scavenges promoting less of it. 10,000-car shards side by side,
 * three pairs: 0.4–0.95 s less CPU per 4,771 pages, and 40–70 MB less resident memory.
 */
const SHARD_SEMI_SPACE_MB = 32;

/** How many processes a full build of `listedCars` runs in on a machine with `cores` cores. */
export function shardCount(listedCars: number, cores: number): number {
  if (listedCars < SHARDING_MIN_CARS) return 1;
  return Math.max(1, Math.min(cores, MAX_SHARDS));
}

export function astroBuild({
  cmsUrl,
  output,
  shards = async () => 1,
  run = runAstroBuild,
  renderKept = renderFromKeptBundle,
}: AstroBuildOptions) {
  const write = output ?? ((line: string) => process.stderr.write(`[build] ${line}\n`));
  return async (
    outDir: string,
    signal: AbortSignal,
    only?: PartialScope,
    bundles?: BuildBundles,
  ): Promise<void> => {
    // A partial build of the same code renders from the served build's bundle when it was kept:
    // no Vite bundling of code that did not change.
    if (only && bundles?.reuse) {
      const { cars, pages } = only;
      const input = { cmsUrl, from: bundles.reuse, keep: bundles.keep, outDir, cars, pages, signal, write };
      if (await renderKept(input)) return;
    }
    const processes = only ? 1 : await shards();
    return run({ cmsUrl, write, outDir, signal, only, processes, keepBundle: bundles?.keep });
  };
}

export interface BuildRun {
  cmsUrl: string;
  write: (line: string) => void;
  outDir: string;
  signal: AbortSignal;
  only?: PartialScope | undefined;
  /** How many processes render the car pages: the build and its render helpers. */
  processes: number;
  /** Where the build keeps its bundle for the next partial rebuild (kept-bundle.ts). */
  keepBundle?: string | undefined;
}

function runAstroBuild({
  cmsUrl,
  write,
  outDir,
  signal,
  only,
  processes,
  keepBundle,
}: BuildRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    // process.execPath is this server's Node 24; a bare `node` could resolve to an older system one.
    // The render helpers run with the build's own flags (process.execArgv).
    const heapFlags =
      processes > 1
        ? [`--max-old-space-size=${SHARD_HEAP_MB}`, `--max-semi-space-size=${SHARD_SEMI_SPACE_MB}`]
        : [];
    const child = spawn(process.execPath, [...heapFlags, astroCli, 'build', '--outDir', outDir], {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CMS_URL: cmsUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
        // Never inherited: a full build renders every car whatever this process was started with.
        [ONLY_CARS_VARIABLE]: only ? only.cars.join(',') : undefined,
        [CAR_SHARD_VARIABLE]: undefined,
        [RENDER_PROCESSES_VARIABLE]: processes > 1 ? String(processes) : undefined,
        [KEEP_BUNDLE_VARIABLE]: keepBundle,
      },
    });
    let tail = '';
    // Chunks end anywhere; only complete lines are written, the rest waits for the next chunk.
    const lineCollector = () => {
      let partial = '';
      return (chunk: Buffer) => {
        const text = partial + chunk.toString();
        tail = (tail + chunk.toString()).slice(-4000);
        const lines = text.split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (line.trim() !== '') write(line);
      };
    };
    child.stdout.on('data', lineCollector());
    child.stderr.on('data', lineCollector());
    const kill = () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // The group already exited.
        }
      }
    };
    signal.addEventListener('abort', kill, { once: true });
    child.on('error', (error) => reject(error));
    child.on('close', (code, killedBy) => {
      signal.removeEventListener('abort', kill);
      if (signal.aborted) return reject(new Error('aborted'));
      if (code === 0) return resolve();
      const lastLines = tail.trim().split('\n').slice(-8).join('\n');
      reject(new Error(`astro build exited with ${code ?? killedBy}:\n${lastLines}`));
    });
  });
}

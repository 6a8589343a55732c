/**
 * Runs `astro build --outDir <folder>` as a child process in its own process group, so stopping the
 * server (or aborting) kills the build and every worker it started, not just the first process.
 * A partial build passes the car pages to render in PUBLISH_ONLY_CARS (src/domain/site/partial-build.ts).
 *
 * One `astro build` renders on one core. A full build of a large catalogue therefore runs one
 * process per shard (PUBLISH_CAR_SHARD=k/n), each rendering every n-th car page and the few other
 * pages, side by side; the outputs are then joined into `outDir` (shard-merge.ts). If any shard
 * fails, the others are stopped and the build fails as a whole.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CAR_SHARD_VARIABLE,
  type CarShard,
  carShardValue,
  ONLY_CARS_VARIABLE,
} from '../../src/domain/site/partial-build.ts';
import type { PartialScope } from './runner.ts';
import { mergeShardOutput } from './shard-merge.ts';

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
}

/** Below this many listed cars a second process costs more (its own bundling) than it renders. */
export const SHARDING_MIN_CARS = 1000;
/** Each shard is a whole `astro build` of about 0.7–0.9 GB resident. */
export const MAX_SHARDS = 4;
/**
 * V8 lets a build's heap grow far beyond what it holds live before collecting; a shard's cap keeps
 * two shards of a 10,000-car build under 1.5 GB together (about 1.57 GB without it).
 */
const SHARD_HEAP_MB = 640;
/**
 * A shard's young generation: rendering makes much short-lived garbage, and twice V8's default
 * semi-space means fewer scavenges promoting less of it. 10,000-car shards side by side, three
 * pairs: 0.4–0.95 s less CPU per 4,771 pages, and 40–70 MB less resident memory.
 */
const SHARD_SEMI_SPACE_MB = 32;

/** How many processes a full build of `listedCars` runs in on a machine with `cores` cores. */
export function shardCount(listedCars: number, cores: number): number {
  if (listedCars < SHARDING_MIN_CARS) return 1;
  return Math.max(1, Math.min(cores, MAX_SHARDS));
}

/**
 * Whether shards can build into `outDir`: Astro writes its intermediate server bundle inside an
 * output folder under the working directory, but into the project's shared `.astro/` otherwise,
 * where side-by-side builds would overwrite each other's.
 */
export function canShardInto(outDir: string): boolean {
  const path = relative(projectRoot, outDir);
  return path !== '' && !path.startsWith('..');
}

export function astroBuild({
  cmsUrl,
  output,
  shards = async () => 1,
  run = runAstroBuild,
}: AstroBuildOptions) {
  const write = output ?? ((line: string) => process.stderr.write(`[build] ${line}\n`));
  return async (outDir: string, signal: AbortSignal, only?: PartialScope): Promise<void> => {
    const count = only || !canShardInto(outDir) ? 1 : await shards();
    if (count <= 1) return run({ cmsUrl, write, outDir, signal, only, shard: null });
    const shardDir = (index: number) => (index === 0 ? outDir : `${outDir}.shard-${index}`);
    const stop = new AbortController();
    const stopAll = () => stop.abort();
    signal.addEventListener('abort', stopAll, { once: true });
    // The first failure is the cause; the shards it stopped then fail with 'aborted'.
    let cause: { error: unknown } | undefined;
    try {
      await Promise.allSettled(
        Array.from({ length: count }, (_, index) =>
          run({
            cmsUrl,
            write: (line) => write(`[${index + 1}/${count}] ${line}`),
            outDir: shardDir(index),
            signal: stop.signal,
            shard: { index, count },
          }).catch((error: unknown) => {
            cause ??= { error };
            stop.abort();
          }),
        ),
      );
      if (signal.aborted) throw new Error('aborted');
      if (cause) throw cause.error;
      for (let index = 1; index < count; index++) await mergeShardOutput(outDir, shardDir(index));
    } finally {
      signal.removeEventListener('abort', stopAll);
      await Promise.all(
        Array.from({ length: count - 1 }, (_, index) =>
          rm(shardDir(index + 1), { recursive: true, force: true }),
        ),
      );
    }
  };
}

export interface BuildRun {
  cmsUrl: string;
  write: (line: string) => void;
  outDir: string;
  signal: AbortSignal;
  only?: PartialScope | undefined;
  shard: CarShard | null;
}

function runAstroBuild({ cmsUrl, write, outDir, signal, only, shard }: BuildRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    // process.execPath is this server's Node 24; a bare `node` could resolve to an older system one.
    const heapFlags = shard
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
        [CAR_SHARD_VARIABLE]: shard ? carShardValue(shard) : undefined,
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

/**
 * The shop the benchmarks measure (bench:load, bench:lighthouse), started the same way for both:
 * scripts/bench-load-server.ts in a child process, so the load generator or Lighthouse does not share
 * its event loop, on a database of its own for the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { databaseUrl } from '../server/test/postgres-admin.ts';

const serverScript = fileURLToPath(new URL('./bench-load-server.ts', import.meta.url));

export interface BenchShop {
  readonly child: ChildProcess;
  readonly port: number;
  readonly base: string;
  /** Stops the shop (SIGTERM, waits for its exit) and drops the run's database. */
  stop(): Promise<void>;
}

/**
 * The database the shop gets: for a PostgreSQL server, a new database on it for this run (an order
 * table grown by earlier runs would not measure the same thing), dropped by `drop`; otherwise the
 * URL as given (empty: PGlite in a new folder, `memory://`: PGlite in memory).
 */
async function benchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^postgres(ql)?:\/\//.test(url)) return { url, drop: async () => {} };
  const name = `shop_bench_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

function spawnShop(databaseUrlOfRun: string, cpuProfileDir: string | undefined) {
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : []), serverScript],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_DATABASE_URL: databaseUrlOfRun } },
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

/** Starts the shop on `database` (see benchDatabase); resolves once it serves the built site. */
export async function startBenchShop(
  database: string,
  options: { cpuProfileDir?: string | undefined } = {},
): Promise<BenchShop & { databaseUrl: string }> {
  const run = await benchDatabase(database);
  const { child, port } = await spawnShop(run.url, options.cpuProfileDir);
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    databaseUrl: run.url,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      await run.drop();
    },
  };
}

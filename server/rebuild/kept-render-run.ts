/**
 * A partial rebuild from the served build's kept bundle (src/lib/build/kept-bundle.ts): runs
 * src/lib/build/kept-render.ts as a child process in its own group (an abort kills it), and answers
 * whether the pages were rendered. Any failure (no kept bundle, a page it does not render, a crash)
 * answers false with the reason logged: the caller then runs `astro build` into a clean folder.
 * After a success the new site folder gets its own copy of the bundle, for the next partial rebuild.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  KEEP_BUNDLE_VARIABLE,
  KEPT_JOB_FILE,
  KEPT_OUTCOME_PREFIX,
  type KeptRenderJob,
} from '../../src/domain/site/kept-bundle.ts';
import { ONLY_CARS_VARIABLE } from '../../src/domain/site/partial-build.ts';
import { carPageFolder } from './publish-plan.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const script = fileURLToPath(new URL('../../src/lib/build/kept-render.ts', import.meta.url));

export interface KeptRenderInput {
  /** The CMS API the pages read, as `astro build` is given it. */
  cmsUrl: string;
  /** The served build's kept bundle. */
  from: string;
  /** Where the new build's bundle is kept. */
  keep: string;
  outDir: string;
  cars: readonly string[];
  pages: readonly string[];
  signal: AbortSignal;
  write: (line: string) => void;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The site paths a partial plan names: its pages and its cars' pages. */
export const keptRenderPaths = (cars: readonly string[], pages: readonly string[]) => [
  ...pages,
  ...cars.map((sku) => `/${carPageFolder(sku)}`),
];

function runKeptRender(job: KeptRenderJob, cars: readonly string[], input: KeptRenderInput): Promise<void> {
  return new Promise((resolve, reject) => {
    if (input.signal.aborted) return reject(new Error('aborted'));
    const child = spawn(process.execPath, [script], {
      cwd: projectRoot,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      // Never inherited: this process renders what the job names and keeps nothing.
      env: {
        ...process.env,
        CMS_URL: input.cmsUrl,
        [ONLY_CARS_VARIABLE]: cars.join(','),
        [KEEP_BUNDLE_VARIABLE]: undefined,
      },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const kill = () => {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // The group already exited.
        }
      }
    };
    input.signal.addEventListener('abort', kill, { once: true });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      input.signal.removeEventListener('abort', kill);
      if (input.signal.aborted) return reject(new Error('aborted'));
      const outcome = output.split('\n').find((line) => line.startsWith(KEPT_OUTCOME_PREFIX));
      if (code === 0 && outcome) {
        const written = JSON.parse(outcome.slice(KEPT_OUTCOME_PREFIX.length)) as string[];
        input.write(`rendered ${written.length} page(s) from the kept bundle`);
        return resolve();
      }
      const lastLines = output.trim().split('\n').slice(-8).join('\n');
      reject(new Error(`exited with ${code ?? killedBy}:\n${lastLines}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** True when the pages were rendered into `outDir` from the kept bundle; false: run `astro build`. */
export async function renderFromKeptBundle(input: KeptRenderInput): Promise<boolean> {
  if (!(await exists(join(input.from, KEPT_JOB_FILE)))) {
    input.write('no kept bundle of the served build: astro build');
    return false;
  }
  try {
    const job: KeptRenderJob = {
      bundle: input.from,
      outDir: input.outDir,
      paths: keptRenderPaths(input.cars, input.pages),
    };
    await runKeptRender(job, input.cars, input);
    await rm(input.keep, { recursive: true, force: true });
    await cp(input.from, input.keep, { recursive: true, verbatimSymlinks: true });
    return true;
  } catch (error) {
    if (input.signal.aborted) throw error;
    input.write(`rendering from the kept bundle failed, astro build instead: ${(error as Error).message}`);
    // Whatever it wrote goes: the build starts from an empty folder.
    await rm(input.outDir, { recursive: true, force: true });
    await mkdir(input.outDir, { recursive: true });
    await rm(input.keep, { recursive: true, force: true });
    return false;
  }
}

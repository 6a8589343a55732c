/**
 * Runs `astro build --outDir <folder>` as a child process in its own process group, so stopping the
 * server (or aborting) kills the build and every worker it started, not just the first process.
 * A partial build passes the car pages to render in PUBLISH_ONLY_CARS (src/domain/site/partial-build.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ONLY_CARS_VARIABLE } from '../../src/domain/site/partial-build.ts';
import type { PartialScope } from './runner.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const astroCli = fileURLToPath(new URL('../../node_modules/astro/bin/astro.mjs', import.meta.url));

export interface AstroBuildOptions {
  /** Build-time CMS API base, e.g. http://127.0.0.1:4321/api. */
  cmsUrl: string;
  /** Receives the build's output lines (default: this process's stderr). */
  output?: (line: string) => void;
}

export function astroBuild({ cmsUrl, output }: AstroBuildOptions) {
  return (outDir: string, signal: AbortSignal, only?: PartialScope): Promise<void> =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(new Error('aborted'));
      // process.execPath is this server's Node 24; a bare `node` could resolve to an older system one.
      const child = spawn(process.execPath, [astroCli, 'build', '--outDir', outDir], {
        cwd: projectRoot,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          CMS_URL: cmsUrl,
          ASTRO_TELEMETRY_DISABLED: '1',
          // Never inherited: a full build renders every car whatever this process was started with.
          [ONLY_CARS_VARIABLE]: only ? only.cars.join(',') : undefined,
        },
      });
      const write = output ?? ((line: string) => process.stderr.write(`[build] ${line}\n`));
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

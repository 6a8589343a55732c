/**
 * Starts a build's render helpers (render-helper.ts), one process per extra core, each rendering
 * its share of a route's pages from the build's bundle, and collects what they answer. A helper
 * that fails fails the build; stopping them kills those still running.
 */
import { spawn } from 'node:child_process';
import { CAR_SHARD_VARIABLE, carShardValue } from '../../domain/site/partial-build.ts';
import type { HelperOutcome } from './render-helper.ts';
import type { RenderJob } from './render-job.ts';

export interface RenderHelpers {
  /** Every helper's outcome; rejects with the first failure. */
  done: Promise<HelperOutcome[]>;
  /** Kills the helpers still running. */
  stop(): void;
}

/** How many of a helper's last stderr lines a failure quotes. */
const QUOTED_LINES = 8;

/**
 * Helpers for the shares 1 … count-1 of `count` (the build renders share 0). `script` is
 * render-helper.ts; each runs with this process's Node flags (its heap limits).
 */
export function startRenderHelpers(
  job: RenderJob,
  count: number,
  script: string,
  log: (line: string) => void,
): RenderHelpers {
  const children = Array.from({ length: count - 1 }, (_, offset) => {
    const shard = carShardValue({ index: offset + 1, count });
    const child = spawn(process.execPath, [...process.execArgv, script], {
      env: { ...process.env, [CAR_SHARD_VARIABLE]: shard },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const done = new Promise<HelperOutcome>((resolve, reject) => {
      let answer = '';
      let partial = '';
      const lastLines: string[] = [];
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        answer += chunk;
      });
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          if (line.trim() === '') continue;
          log(`[helper ${shard}] ${line}`);
          lastLines.push(line);
          if (lastLines.length > QUOTED_LINES) lastLines.shift();
        }
      });
      child.on('error', reject);
      child.on('close', (code, signal) => {
        if (code === 0) {
          try {
            return resolve(JSON.parse(answer) as HelperOutcome);
          } catch {
            return reject(new Error(`render helper ${shard} answered no outcome: ${answer.slice(0, 200)}`));
          }
        }
        if (partial.trim() !== '') lastLines.push(partial);
        reject(new Error(`render helper ${shard} exited with ${code ?? signal}:\n${lastLines.join('\n')}`));
      });
    });
    child.stdin.end(JSON.stringify(job));
    return { child, done };
  });
  const done = Promise.all(children.map((helper) => helper.done));
  // A build that fails first stops its helpers without awaiting them.
  done.catch(() => undefined);
  return {
    done,
    stop() {
      for (const { child } of children)
        if (child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

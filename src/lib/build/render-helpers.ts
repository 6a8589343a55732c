/**
 * Starts a build's render helpers (render-helper.ts), one process per extra core, each rendering
 * its share of a route's pages from the build's bundle, and collects what they answer. Their other
 * output goes to the build's log. A helper that fails fails the build; stopping them kills those
 * still running.
 */
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { CAR_SHARD_VARIABLE, carShardValue } from '../../domain/site/partial-build.ts';
import { type HelperOutcome, OUTCOME_PREFIX, type RenderJob } from './render-job.ts';

export interface RenderHelpers {
  /** Every helper's outcome; rejects with the first failure. */
  done: Promise<HelperOutcome[]>;
  /** Kills the helpers still running. */
  stop(): void;
}

/** How many of a helper's last output lines a failure quotes. */
const QUOTED_LINES = 8;

/** Calls `onLine` for each complete line of `stream`; the returned function passes on the rest. */
function lineReader(stream: Readable, onLine: (line: string) => void): () => void {
  let partial = '';
  stream.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  return () => {
    if (partial !== '') onLine(partial);
    partial = '';
  };
}

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
      let outcome: string | null = null;
      const lastLines: string[] = [];
      const onLine = (line: string) => {
        if (line.startsWith(OUTCOME_PREFIX)) {
          outcome = line.slice(OUTCOME_PREFIX.length);
          return;
        }
        if (line.trim() === '') return;
        log(`[helper ${shard}] ${line}`);
        lastLines.push(line);
        if (lastLines.length > QUOTED_LINES) lastLines.shift();
      };
      const flushStdout = lineReader(child.stdout, onLine);
      const flushStderr = lineReader(child.stderr, onLine);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        flushStdout();
        flushStderr();
        if (code !== 0)
          return reject(
            new Error(`render helper ${shard} exited with ${code ?? signal}:\n${lastLines.join('\n')}`),
          );
        try {
          resolve(JSON.parse(outcome ?? '') as HelperOutcome);
        } catch {
          reject(new Error(`render helper ${shard} answered no outcome:\n${lastLines.join('\n')}`));
        }
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

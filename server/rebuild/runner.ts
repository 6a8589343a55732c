/**
 * The rebuild runner: one build at a time, into a fresh folder, swapped in only when it succeeded.
 * Requests arriving while a build runs coalesce into ONE queued build (it will see all their
 * changes), so a burst of content edits costs at most two builds. The previous folder is removed a
 * little later, once requests already reading from it have finished.
 *
 * With several instances on one database, `buildLock` (server/db/advisory-lock.ts) makes the builds
 * of all instances take turns. A build starts only once it holds the lock, so requests arriving
 * while it waits for another instance's build join it rather than queue one more.
 */

import { mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { WithLock } from '../db/advisory-lock.ts';
import { writeBuildInfo } from '../site/site-folders.ts';
import type { SiteRoot } from '../site/site-root.ts';

export type RebuildOutcome = { ok: true; folder: string; durationMs: number } | { ok: false; error: string };

export interface RebuildRunnerOptions {
  root: SiteRoot;
  /** Where build folders are created; only folders inside it are ever removed. */
  sitesDir: string;
  /** Builds the site into `outDir`; rejects on failure; must stop when `signal` aborts. */
  build: (outDir: string, signal: AbortSignal) => Promise<void>;
  /** ISO time of the newest content change, recorded with the build. */
  contentVersion: () => Promise<string | null>;
  /** Fingerprint of the code that builds the site, recorded with the build. */
  codeVersion: () => Promise<string>;
  log?: (message: string) => void;
  /** Held around each build, from reading the versions to the swap; default none (one process). */
  buildLock?: WithLock;
  /** How long the replaced folder stays readable (default 30 s). */
  removeDelayMs?: number;
  now?: () => Date;
}

export interface RebuildRunner {
  /** Resolves when a build that started after this call has finished. */
  request(): Promise<RebuildOutcome>;
  /** Aborts a running build, drops the queued one and waits for the runner to settle. */
  stop(): Promise<void>;
}

type Waiter = (outcome: RebuildOutcome) => void;

export function createRebuildRunner(options: RebuildRunnerOptions): RebuildRunner {
  const {
    root,
    sitesDir,
    build,
    contentVersion,
    codeVersion,
    log = () => {},
    removeDelayMs = 30_000,
    buildLock = (run) => run(),
  } = options;
  const now = options.now ?? (() => new Date());
  let current: Waiter[] | null = null;
  let queued: Waiter[] | null = null;
  /** The current build has not started yet: it waits for the lock. */
  let waitingForLock = false;
  let loop: Promise<void> = Promise.resolve();
  const controller = new AbortController();
  let stopped = false;
  let lastName = '';

  function isInsideSitesDir(folder: string): boolean {
    const rel = relative(sitesDir, folder);
    return rel !== '' && !rel.startsWith('..') && !rel.startsWith('/');
  }

  function uniqueFolderName(): string {
    let name = String(now().getTime());
    // Two builds within one millisecond only happen with a fake clock, but names must never clash.
    while (name <= lastName) name = String(Number(name) + 1);
    lastName = name;
    return name;
  }

  async function buildOnce(): Promise<RebuildOutcome> {
    const startedAt = now();
    const folder = join(sitesDir, uniqueFolderName());
    try {
      const versions = { contentVersion: await contentVersion(), codeVersion: await codeVersion() };
      await mkdir(folder, { recursive: true });
      await build(folder, controller.signal);
      await writeBuildInfo(folder, { builtAt: startedAt.toISOString(), ...versions });
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      log(`rebuild failed, still serving the previous site: ${message}`);
      return { ok: false, error: message };
    }
    const previous = root.get();
    root.set(folder);
    if (previous !== null && isInsideSitesDir(previous)) {
      setTimeout(() => void rm(previous, { recursive: true, force: true }), removeDelayMs).unref();
    }
    const durationMs = now().getTime() - startedAt.getTime();
    log(`site rebuilt in ${(durationMs / 1000).toFixed(1)} s: ${folder}`);
    return { ok: true, folder, durationMs };
  }

  async function lockedBuild(): Promise<RebuildOutcome> {
    waitingForLock = true;
    try {
      return await buildLock(() => {
        waitingForLock = false;
        return buildOnce();
      }, controller.signal);
    } catch (error) {
      // Only waiting can fail here (aborted, or the database unreachable): nothing was built.
      const message = error instanceof Error ? error.message : String(error);
      log(`rebuild not started, still serving the previous site: ${message}`);
      return { ok: false, error: message };
    } finally {
      waitingForLock = false;
    }
  }

  async function run(): Promise<void> {
    while (current !== null) {
      const outcome: RebuildOutcome = stopped ? { ok: false, error: 'stopped' } : await lockedBuild();
      for (const resolve of current) resolve(outcome);
      current = stopped ? null : queued;
      if (stopped && queued) for (const resolve of queued) resolve({ ok: false, error: 'stopped' });
      queued = null;
    }
  }

  return {
    request() {
      if (stopped) return Promise.resolve({ ok: false, error: 'stopped' });
      return new Promise<RebuildOutcome>((resolve) => {
        if (current === null) {
          current = [resolve];
          loop = run();
        } else if (waitingForLock) {
          current.push(resolve);
        } else {
          queued = [...(queued ?? []), resolve];
        }
      });
    },
    async stop() {
      stopped = true;
      controller.abort();
      await loop;
    },
  };
}

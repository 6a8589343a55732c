/**
 * The rebuild runner: one build at a time, into a fresh folder, swapped in only when it succeeded.
 * Requests arriving while a build runs coalesce into ONE queued build (it will see all their
 * changes), so a burst of content edits costs at most two builds. The previous folder is removed a
 * little later, once requests already reading from it have finished.
 *
 * An incremental request (a content change the events table describes) may become a partial
 * build: only the pages the changes touch are rendered, into a scratch folder, and the new site
 * folder is the served one hard-linked plus those pages (partial-site.ts). It is swapped in exactly
 * like a full build, so visitors never see a half-built site and a failure leaves the served one
 * untouched. Anything the plan cannot vouch for (publish-plan.ts) falls back to a full build.
 *
 * With several instances on one database, `buildLock` (server/db/advisory-lock.ts) makes the builds
 * of all instances take turns. A build starts only once it holds the lock, so requests arriving
 * while it waits for another instance's build join it rather than queue one more.
 */

import { mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { WithLock } from '../db/advisory-lock.ts';
import { type BuildInfo, readRunnerBuild, writeBuildInfo } from '../site/site-folders.ts';
import type { SiteRoot } from '../site/site-root.ts';
import { assemblePartialSite } from './partial-site.ts';
import type { PublishPlan } from './publish-plan.ts';

export type RebuildOutcome =
  | { ok: true; folder: string; durationMs: number; kind: 'full' | 'partial' }
  | { ok: false; error: string };

/** What a partial build renders: the car pages, and the other pages its plan names. */
export interface PartialScope {
  cars: readonly string[];
  pages: readonly string[];
}

/**
 * The kept bundles of a build (src/lib/build/kept-bundle.ts): where it keeps its own, and for a
 * partial build the served build's, to render from instead of bundling the same code again.
 */
export interface BuildBundles {
  keep: string;
  reuse?: string;
}

/** The kept bundle of the build in `folder`: a sibling, never inside the served folder. */
export const bundleFolder = (folder: string) => `${folder}.bundle`;

export interface RebuildRequest {
  /**
   * True when the change is one the content events describe (the admin API's own webhook): the
   * runner may then render only what they touched. Default false: a full build.
   */
  incremental?: boolean;
}

export interface RebuildRunnerOptions {
  root: SiteRoot;
  /** Where build folders are created; only folders inside it are ever removed. */
  sitesDir: string;
  /**
   * Builds the site into `outDir`; rejects on failure; must stop when `signal` aborts. With `only`,
   * the car pages are limited to those SKUs (a partial build). `bundles` says where to keep the
   * build's bundle and which kept bundle a partial build may render from.
   */
  build: (outDir: string, signal: AbortSignal, only?: PartialScope, bundles?: BuildBundles) => Promise<void>;
  /** ISO time of the newest content change, recorded with the build. */
  contentVersion: () => Promise<string | null>;
  /** Fingerprint of the code that builds the site, recorded with the build. */
  codeVersion: () => Promise<string>;
  /** The newest content event id, recorded with each build; absent: every build is full. */
  lastEventId?: () => Promise<number>;
  /** Which pages the changes after the served build touched; absent: every build is full. */
  planSince?: (served: BuildInfo) => Promise<PublishPlan>;
  log?: (message: string) => void;
  /** Held around each build, from reading the versions to the swap; default none (one process). */
  buildLock?: WithLock;
  /** How long the replaced folder stays readable (default 30 s). */
  removeDelayMs?: number;
  now?: () => Date;
}

export interface RebuildRunner {
  /** Resolves when a build that started after this call has finished. */
  request(options?: RebuildRequest): Promise<RebuildOutcome>;
  /** True while a build runs, waits for its lock or is queued. */
  busy(): boolean;
  /** Aborts a running build, drops the queued one and waits for the runner to settle. */
  stop(): Promise<void>;
}

type Waiter = (outcome: RebuildOutcome) => void;

/** Requests answered by one build; it may be partial only when every one of them allows it. */
interface Batch {
  waiters: Waiter[];
  incremental: boolean;
}

export function createRebuildRunner(options: RebuildRunnerOptions): RebuildRunner {
  const {
    root,
    sitesDir,
    build,
    contentVersion,
    codeVersion,
    lastEventId,
    planSince,
    log = () => {},
    removeDelayMs = 30_000,
    buildLock = (run) => run(),
  } = options;
  const now = options.now ?? (() => new Date());
  let current: Batch | null = null;
  let queued: Batch | null = null;
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

  /** The plan for an incremental request: partial only from a served runner build of the same code. */
  async function planFor(code: string): Promise<{ plan: PublishPlan; served: string | null }> {
    const served = root.get();
    if (!planSince || served === null || !isInsideSitesDir(served)) {
      return { plan: { kind: 'full', reason: 'no runner build to start from' }, served };
    }
    const info = (await readRunnerBuild(served))?.info;
    if (info?.lastEventId === undefined)
      return { plan: { kind: 'full', reason: 'served build has no event mark' }, served };
    if (info.codeVersion !== code) return { plan: { kind: 'full', reason: 'the code changed' }, served };
    return { plan: await planSince(info), served };
  }

  async function buildOnce(incremental: boolean): Promise<RebuildOutcome> {
    const startedAt = now();
    const folder = join(sitesDir, uniqueFolderName());
    // The partial build's own output; a sibling, so a crash leaves it where start-up prunes.
    const partialOut = `${folder}.partial`;
    let kind: 'full' | 'partial' = 'full';
    try {
      // Read before the build reads any content: a change committed meanwhile is seen next time.
      const versions: Omit<BuildInfo, 'builtAt'> = {
        contentVersion: await contentVersion(),
        codeVersion: await codeVersion(),
        ...(lastEventId ? { lastEventId: await lastEventId() } : {}),
      };
      const { plan, served } = incremental
        ? await planFor(versions.codeVersion ?? '')
        : { plan: { kind: 'full', reason: 'requested' } as const, served: null };
      if (plan.kind === 'partial' && served !== null && plan.cars.length + plan.pages.length === 0) {
        log('nothing changed since the served build');
        return { ok: true, folder: served, durationMs: 0, kind: 'partial' };
      }
      if (plan.kind === 'partial' && served !== null) {
        kind = 'partial';
        await mkdir(partialOut, { recursive: true });
        const buildStart = now().getTime();
        await build(
          partialOut,
          controller.signal,
          { cars: plan.cars, pages: plan.pages },
          { keep: bundleFolder(folder), reuse: bundleFolder(served) },
        );
        const assembleStart = now().getTime();
        await assemblePartialSite({ served, partialOut, folder, cars: plan.cars, pages: plan.pages });
        const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
        log(
          `partial rebuild of ${plan.cars.length} car page(s) and ${plan.pages.join(', ') || 'no other page'}: ` +
            `planned in ${seconds(startedAt.getTime(), buildStart)}, rendered in ${seconds(buildStart, assembleStart)}, ` +
            `assembled in ${seconds(assembleStart, now().getTime())}`,
        );
      } else {
        if (incremental) log(`full rebuild: ${plan.kind === 'full' ? plan.reason : 'no served build'}`);
        await mkdir(folder, { recursive: true });
        await build(folder, controller.signal, undefined, { keep: bundleFolder(folder) });
      }
      await writeBuildInfo(folder, { builtAt: startedAt.toISOString(), ...versions });
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      await rm(bundleFolder(folder), { recursive: true, force: true });
      const message = error instanceof Error ? error.message : String(error);
      log(`rebuild failed, still serving the previous site: ${message}`);
      return { ok: false, error: message };
    } finally {
      await rm(partialOut, { recursive: true, force: true });
    }
    const previous = root.get();
    root.set(folder);
    if (previous !== null && isInsideSitesDir(previous)) {
      setTimeout(() => {
        void rm(previous, { recursive: true, force: true });
        void rm(bundleFolder(previous), { recursive: true, force: true });
      }, removeDelayMs).unref();
    }
    const durationMs = now().getTime() - startedAt.getTime();
    log(`site rebuilt (${kind}) in ${(durationMs / 1000).toFixed(1)} s: ${folder}`);
    return { ok: true, folder, durationMs, kind };
  }

  async function lockedBuild(): Promise<RebuildOutcome> {
    waitingForLock = true;
    try {
      return await buildLock(() => {
        waitingForLock = false;
        // Read once the lock is held: a full request that joined while waiting makes the build full.
        return buildOnce(current?.incremental ?? false);
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
      for (const resolve of current.waiters) resolve(outcome);
      current = stopped ? null : queued;
      if (stopped && queued) for (const resolve of queued.waiters) resolve({ ok: false, error: 'stopped' });
      queued = null;
    }
  }

  return {
    request(options = {}) {
      if (stopped) return Promise.resolve({ ok: false, error: 'stopped' });
      const incremental = options.incremental === true;
      return new Promise<RebuildOutcome>((resolve) => {
        if (current === null) {
          current = { waiters: [resolve], incremental };
          loop = run();
        } else if (waitingForLock) {
          current.waiters.push(resolve);
          current.incremental &&= incremental;
        } else {
          queued = {
            waiters: [...(queued?.waiters ?? []), resolve],
            incremental: (queued?.incremental ?? true) && incremental,
          };
        }
      });
    },
    busy: () => current !== null,
    async stop() {
      stopped = true;
      controller.abort();
      await loop;
    },
  };
}

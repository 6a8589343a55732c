/**
 * Keeps a shop process's site up with changes made through another process. Each process serves
 * its own build and hears only its own webhook (the admin call's process notifies itself), so on a
 * shared PostgreSQL every process also compares, every few seconds, the database's content version
 * with its served build's and, when the database is newer and no build is under way here, asks its
 * runner for an incremental rebuild (the builds of all processes take turns on the advisory lock).
 * One content change thus rebuilds once in each process: the process that made it through its
 * webhook, the others through this watch; a change arriving during a build is the webhook's
 * queued build, never one more. A version whose build failed is not asked for again until the
 * content moves on (no loop of failing builds); the next start rebuilds it anyway.
 */
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import { readBuiltSite } from '../site/site-folders.ts';
import type { RebuildRunner } from './runner.ts';

export interface ContentWatchOptions {
  runner: Pick<RebuildRunner, 'request' | 'busy'>;
  /** The folder served now; null before the first build. */
  served: () => string | null;
  contentVersion: () => Promise<string | null>;
  /** How often the database is asked; default 5 s. */
  intervalMs?: number;
  log: (message: string) => void;
}

export const CONTENT_WATCH_MS = 5000;

export function startContentWatch(options: ContentWatchOptions): BackgroundLoop {
  const { runner, log } = options;
  let asked: string | null = null;
  return startBackgroundLoop({
    name: 'content watch',
    batchSize: Number.POSITIVE_INFINITY,
    idleMs: options.intervalMs ?? CONTENT_WATCH_MS,
    log,
    async pass() {
      const folder = options.served();
      if (folder === null || runner.busy()) return 0;
      const [site, current] = await Promise.all([readBuiltSite(folder), options.contentVersion()]);
      if (site === null || current === null || current === asked) return 0;
      if (site.info.contentVersion !== null && current <= site.info.contentVersion) return 0;
      asked = current;
      log('content changed through another process: rebuilding');
      void runner.request({ incremental: true });
      return 0;
    },
  });
}

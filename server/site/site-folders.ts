/**
 * Built site folders and their build record: which content and code versions each build saw, so
 * start-up can pick the newest complete build and tell whether the content or the code changed
 * since.
 *
 * The record is also the runner's completion marker: it is written last, atomically (a temporary
 * file renamed over), so a runner folder without it is a build that never finished — a crash or a
 * `kill -9` mid-build leaves pages behind, and those must never be served nor outrank the last good
 * build.
 */
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A dotfile, so the static server never serves it. */
export const buildInfoFile = '.build-info.json';

/** A build of this site always has a not-found page and, once the home page exists, an index. */
const completeSiteMarkers = ['index.html', '404.html'];

export interface BuildInfo {
  /** ISO time the build started. */
  builtAt: string;
  /** ISO time of the newest content change the build could see (null: empty database). */
  contentVersion: string | null;
  /**
   * `siteCodeVersion` of the code that built it; null for a manual build, whose code is unknown
   * and not judged, and '' for a record written before builds recorded it (always stale).
   */
  codeVersion: string | null;
  /**
   * The newest content event the build had seen when it started: a partial rebuild renders what
   * the events after it touched. Absent (older records, manual builds): only a full build follows.
   */
  lastEventId?: number;
}

export interface BuiltSite {
  folder: string;
  info: BuildInfo;
}

/** Marks `folder` complete: the record appears whole or not at all, and survives a crash once written. */
export async function writeBuildInfo(folder: string, info: BuildInfo): Promise<void> {
  const temporary = join(folder, `${buildInfoFile}.tmp`);
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(`${JSON.stringify(info)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, join(folder, buildInfoFile));
}

/**
 * The build record of a folder holding a complete site, or null. A folder built by plain
 * `astro build` has no record; the time of its pages stands in for both fields.
 */
export async function readBuiltSite(folder: string): Promise<BuiltSite | null> {
  const pageTimes = await Promise.all(
    completeSiteMarkers.map((name) =>
      stat(join(folder, name)).then(
        (info) => info.mtime,
        () => null,
      ),
    ),
  );
  const indexTime = pageTimes.find((time) => time !== null);
  if (!indexTime) return null;
  try {
    const info = JSON.parse(await readFile(join(folder, buildInfoFile), 'utf8')) as Partial<BuildInfo>;
    if (typeof info.builtAt === 'string') {
      return {
        folder,
        info: {
          builtAt: info.builtAt,
          contentVersion: info.contentVersion ?? null,
          codeVersion: typeof info.codeVersion === 'string' ? info.codeVersion : '',
          ...(typeof info.lastEventId === 'number' ? { lastEventId: info.lastEventId } : {}),
        },
      };
    }
  } catch {
    // No record: a manual build.
  }
  const time = indexTime.toISOString();
  return { folder, info: { builtAt: time, contentVersion: time, codeVersion: null } };
}

/** Sub-folders of `sitesDir` (the runner names them by build time). */
export async function siteFolders(sitesDir: string): Promise<string[]> {
  try {
    const entries = await readdir(sitesDir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => join(sitesDir, entry.name));
  } catch {
    return [];
  }
}

/** A runner folder's build, only when the runner finished it (its record exists). */
export async function readRunnerBuild(folder: string): Promise<BuiltSite | null> {
  const site = await readBuiltSite(folder);
  return site !== null && site.info.codeVersion !== null ? site : null;
}

function newest(sites: readonly (BuiltSite | null)[]): BuiltSite | null {
  const complete = sites.filter((site): site is BuiltSite => site !== null);
  complete.sort((a, b) => b.info.builtAt.localeCompare(a.info.builtAt));
  return complete[0] ?? null;
}

/**
 * The site to serve at start-up: the newest of the manual builds in `otherSites` and the runner's
 * finished builds in `sitesDir`. Every other runner folder (older builds, unfinished ones) is
 * removed, and only after the one to serve is known, so the last good build always survives.
 */
export async function servedSiteAtStart(
  sitesDir: string,
  otherSites: readonly string[],
): Promise<BuiltSite | null> {
  const chosen = newest(
    await Promise.all([
      ...otherSites.map(readBuiltSite),
      ...(await siteFolders(sitesDir)).map(readRunnerBuild),
    ]),
  );
  await pruneSiteFolders(sitesDir, chosen?.folder ?? null);
  return chosen;
}

/** True when the content changed after the build read it, or the code is not the code that built it. */
export function isStale(
  site: BuiltSite,
  current: { readonly contentVersion: string | null; readonly codeVersion: string },
): boolean {
  if (site.info.codeVersion !== null && site.info.codeVersion !== current.codeVersion) return true;
  if (current.contentVersion === null) return false;
  return site.info.contentVersion === null || current.contentVersion > site.info.contentVersion;
}

/** Removes every runner folder except `keep` (left over from earlier runs or failed builds). */
export async function pruneSiteFolders(sitesDir: string, keep: string | null): Promise<void> {
  const folders = await siteFolders(sitesDir);
  await Promise.all(
    folders.filter((folder) => folder !== keep).map((folder) => rm(folder, { recursive: true, force: true })),
  );
}

/**
 * Built site folders and their build record: which content and code versions each build saw, so
 * start-up can pick the newest complete build and tell whether the content or the code changed
 * since.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
}

export interface BuiltSite {
  folder: string;
  info: BuildInfo;
}

export async function writeBuildInfo(folder: string, info: BuildInfo): Promise<void> {
  await writeFile(join(folder, buildInfoFile), `${JSON.stringify(info)}\n`);
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

/** The most recently built complete site among the candidates. */
export async function newestBuiltSite(candidates: readonly string[]): Promise<BuiltSite | null> {
  const sites = (await Promise.all(candidates.map(readBuiltSite))).filter(
    (site): site is BuiltSite => site !== null,
  );
  sites.sort((a, b) => b.info.builtAt.localeCompare(a.info.builtAt));
  return sites[0] ?? null;
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

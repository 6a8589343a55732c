/**
 * A kept bundle: the prerender bundle of a build, copied out before Astro removes it, with what a
 * later process needs to render any of that build's pages exactly as the build did (each page's
 * stylesheets and the injected scripts, as a render helper gets them: render-job.ts). A partial
 * rebuild after a content change then renders its few pages from the served build's kept bundle
 * (kept-render.ts) instead of starting `astro build` again, whose Vite bundling is most of a
 * partial rebuild's time though only data changed.
 *
 * The runner asks for a bundle to be kept by PUBLISH_KEEP_BUNDLE=<folder>; the folder is written
 * under a temporary name and renamed last, so a folder with a job file is always complete. The
 * bundle's bare imports resolve through a `node_modules` link to the project's.
 */
import { cp, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KEPT_JOB_FILE } from '../../domain/site/kept-bundle.ts';
import { type InjectedScript, isBuildApp, type StyleSheetEntry, survivesJson } from './render-job.ts';

export interface KeptPage {
  /** Astro's key of the page's data (route & component). */
  key: string;
  styles: StyleSheetEntry[];
}

export interface KeptJob {
  /** The prerender entry's file name inside the kept folder. */
  entry: string;
  pages: KeptPage[];
  scripts: InjectedScript[];
  /** The site's origin, the host of every page's request URL. */
  origin: string;
  /** Where the bundle's bare imports resolve (the project's node_modules). */
  nodeModules: string;
}

/**
 * The job for rendering any page of the build whose app Astro's prerenderer loaded; a string saying
 * why not when that app is not what this code knows (then nothing is kept, and the next partial
 * rebuild runs `astro build`: slower, never wrong).
 */
export function keptJobFrom(
  app: unknown,
  where: Pick<KeptJob, 'entry' | 'origin' | 'nodeModules'>,
): KeptJob | string {
  if (!isBuildApp(app)) return "Astro's prerenderer has no build app with getOptions()";
  const options = app.getOptions();
  const pages = Object.values(options.allPages ?? {});
  if (pages.length === 0 || pages.some((page) => typeof page.key !== 'string' || !Array.isArray(page.styles)))
    return 'a page has no key or styles';
  const scripts = options.settings?.scripts;
  if (!Array.isArray(scripts)) return 'no injected scripts list in the build settings';
  // A 'page' script's bundle path lives in build state a kept job does not hold.
  if (scripts.some((script: InjectedScript) => script.stage === 'page'))
    return 'a page-stage script is injected';
  const kept = pages.map((page) => ({ key: page.key, styles: page.styles as StyleSheetEntry[] }));
  if (!survivesJson(kept) || !survivesJson(scripts)) return 'the page data does not survive JSON';
  return { ...where, pages: kept, scripts: scripts as InjectedScript[] };
}

/**
 * Copies the bundle around `entry` (a file: URL in the build's prerender folder) into `folder` with
 * its job. Throws on any failure; the caller logs it and builds on.
 */
export async function keepBundle(folder: string, entry: string, job: KeptJob): Promise<void> {
  const writing = `${folder}.writing`;
  try {
    await rm(writing, { recursive: true, force: true });
    await mkdir(dirname(writing), { recursive: true });
    await cp(dirname(fileURLToPath(entry)), writing, { recursive: true });
    await symlink(job.nodeModules, join(writing, 'node_modules'), 'dir');
    await writeFile(join(writing, KEPT_JOB_FILE), JSON.stringify(job));
    await rm(folder, { recursive: true, force: true });
    await rename(writing, folder);
  } finally {
    await rm(writing, { recursive: true, force: true });
  }
}

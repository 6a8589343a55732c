/**
 * What the rebuild runner (server/rebuild/) and the build (src/lib/build/kept-bundle.ts,
 * kept-render.ts) agree on about a kept bundle: the prerender bundle of a build, kept so a partial
 * rebuild renders its few pages from it instead of running `astro build` again.
 */

/** Set for `astro build`: the folder its bundle is kept in. */
export const KEEP_BUNDLE_VARIABLE = 'PUBLISH_KEEP_BUNDLE';
/** The job file of a kept bundle; the folder is complete when it exists. */
export const KEPT_JOB_FILE = 'kept-job.json';
/** Marks the line of kept-render.ts's output that lists the paths it wrote (JSON). */
export const KEPT_OUTCOME_PREFIX = 'kept-render outcome: ';

/** What kept-render.ts renders, given on its stdin. */
export interface KeptRenderJob {
  /** The kept bundle's folder. */
  bundle: string;
  /** Where the pages are written. */
  outDir: string;
  /** Site paths to render, e.g. '/faq', '/masini/sitemap.xml', '/masina/AB-1001'. */
  paths: string[];
}

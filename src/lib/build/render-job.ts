/**
 * What a render helper (render-helper.ts) needs to render a route's pages exactly as the build that
 * started it: the build's prerender bundle, and the two pieces of build state a page's head is made
 * from (the route's stylesheets and the injected scripts). The build holds them on the app behind
 * Astro's default prerenderer; a helper sets them on its own copy of that app.
 *
 * A helper answers with a HelperOutcome on the line marked by OUTCOME_PREFIX.
 *
 * Astro does not document that app. Should a release change it, `renderJobFrom` answers why not and
 * the build renders every page itself (slower, never wrong); render-job.test.ts reads the installed
 * Astro's code for the fields this relies on.
 */
import { isDeepStrictEqual } from 'node:util';

export interface StyleSheetEntry {
  depth: number;
  order: number;
  sheet: { type: 'inline'; content: string } | { type: 'external'; src: string };
}

export interface InjectedScript {
  stage: string;
  content: string;
}

export interface RenderJob {
  /** file: URL of the build's prerender entry. */
  entry: string;
  /** The Astro route pattern whose pages the helper renders, e.g. '/masina/[sku]'. */
  route: string;
  /** Astro's key of the route's page data, and its stylesheets. */
  page: { key: string; styles: StyleSheetEntry[] };
  scripts: InjectedScript[];
  outDir: string;
  origin: string;
}

/** The part of Astro's build app (core/build/app.js) a render job (or a kept bundle's) is read from. */
export interface BuildApp {
  getOptions(): {
    allPages: Record<string, { key: string; route: { route: string }; styles: unknown }>;
    settings: { scripts: unknown };
  };
}

export const isBuildApp = (app: unknown): app is BuildApp =>
  typeof app === 'object' && app !== null && typeof (app as BuildApp).getOptions === 'function';

/** The same value after a JSON round trip: nothing in it a helper (or a kept job) would get otherwise. */
export function survivesJson(value: unknown): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value);
  } catch {
    return false;
  }
}

/**
 * The job for `route`, from the app Astro's default prerenderer loaded (`prerenderer.app` after its
 * setup); a string saying why not when that app is not what this code knows.
 */
export function renderJobFrom(
  app: unknown,
  job: Pick<RenderJob, 'entry' | 'route' | 'outDir' | 'origin'>,
): RenderJob | string {
  if (!isBuildApp(app)) return "Astro's prerenderer has no build app with getOptions()";
  const options = app.getOptions();
  const page = Object.values(options.allPages ?? {}).find((data) => data.route?.route === job.route);
  if (!page || typeof page.key !== 'string' || !Array.isArray(page.styles))
    return `no page data with styles for ${job.route}`;
  const scripts = options.settings?.scripts;
  if (!Array.isArray(scripts)) return 'no injected scripts list in the build settings';
  // A 'page' script's bundle path lives in build state a helper does not get.
  if (scripts.some((script: InjectedScript) => script.stage === 'page'))
    return 'a page-stage script is injected';
  if (!survivesJson(page.styles) || !survivesJson(scripts)) return 'the page data does not survive JSON';
  return {
    ...job,
    page: { key: page.key, styles: page.styles as StyleSheetEntry[] },
    scripts: scripts as InjectedScript[],
  };
}

/** Marks the line of a helper's output that is its outcome, whatever else the bundle prints. */
export const OUTCOME_PREFIX = 'render-helper outcome: ';

export interface HelperOutcome {
  written: number;
  /** Pathnames whose answer was not a page: the build's own loop renders them. */
  notWritten: string[];
}

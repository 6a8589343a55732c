/**
 * Renders named pages of a site from a kept bundle (kept-bundle.ts) into a folder, as the build that
 * made the bundle would render them now: the partial rebuild of a content change, without starting
 * `astro build` and bundling the same code again. Run by `node` itself (server/rebuild/astro-build.ts);
 * the job (KeptRenderJob) comes on stdin; the car pages' getStaticPaths reads its cars from
 * PUBLISH_ONLY_CARS as in a partial `astro build`.
 *
 * Only plain pages and endpoints are rendered here. Any other answer (a redirect, an error status,
 * a status-code page) fails the run, and the runner then runs `astro build`, which knows them all.
 * It answers, on the line after KEPT_OUTCOME_PREFIX, which of the named paths it wrote: a path no
 * route produces any more is simply absent, as from `astro build`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PathWithRoute } from 'astro';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { KEPT_JOB_FILE, KEPT_OUTCOME_PREFIX, type KeptRenderJob } from '../../domain/site/kept-bundle.ts';
import { runChildJob } from './child-job.ts';
import { pageOutputFile, pageRequest } from './direct-page-writer.ts';
import type { KeptJob } from './kept-bundle.ts';

/** The part of Astro's build app (core/build/app.js) this drives, as a render helper does. */
interface BuildApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  logger: { options: { destination: unknown } };
  render(request: Request, options: { routeData: PathWithRoute['route'] }): Promise<Response>;
}

/** '/faq/' and '/faq' name one path; '/' stays '/'. */
export const normalPath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/** Status-code pages are written under another name (404.html): `astro build` handles them. */
const STATUS_CODE_PAGES = new Set(['/404', '/500']);

/** The file and request of one path, or why this process does not render it. */
export function output(
  outDir: string,
  origin: string,
  path: PathWithRoute,
): { file: string; request: Request } {
  const { pathname, route } = path;
  if (route.type === 'endpoint') {
    const file = pageOutputFile(outDir, pathname);
    if (file === null) throw new Error(`no output file for ${pathname}`);
    // An endpoint's file is its path itself, and it is asked for without a trailing slash.
    return { file: file.replace(/\/index\.html$/, ''), request: new Request(new URL(pathname, origin)) };
  }
  if (route.type !== 'page' || STATUS_CODE_PAGES.has(normalPath(pathname)))
    throw new Error(`${pathname} is a ${route.type} route: astro build renders it`);
  const file = normalPath(pathname) === '/' ? join(outDir, 'index.html') : pageOutputFile(outDir, pathname);
  if (file === null) throw new Error(`no output file for ${pathname}`);
  return { file, request: pageRequest(origin, pathname) };
}

export async function renderKept(job: KeptRenderJob): Promise<string[]> {
  const kept = JSON.parse(await readFile(join(job.bundle, KEPT_JOB_FILE), 'utf8')) as KeptJob;
  const { app } = (await import(pathToFileURL(join(job.bundle, kept.entry)).href)) as { app: BuildApp };
  app.setInternals({ pagesByKeys: new Map(kept.pages.map((page) => [page.key, { styles: page.styles }])) });
  app.setOptions({
    settings: { scripts: kept.scripts },
    logger: { options: { destination: app.logger.options.destination } },
  });
  const wanted = new Set(job.paths.map(normalPath));
  // Routes come in Astro's priority order: a path two routes produce is the first one's, as in a build.
  const paths = new Map<string, PathWithRoute>();
  for (const path of (await new StaticPaths(app as never).getAll()) as PathWithRoute[]) {
    const name = normalPath(path.pathname);
    if (wanted.has(name) && !paths.has(name)) paths.set(name, path);
  }
  const written: string[] = [];
  for (const path of paths.values()) {
    const { file, request } = output(job.outDir, kept.origin, path);
    const response = await app.render(request, { routeData: path.route });
    if (response.status !== 200 || response.body === null)
      throw new Error(`${path.pathname} answered ${response.status}: astro build renders it`);
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, new Uint8Array(await response.arrayBuffer()));
    written.push(normalPath(path.pathname));
  }
  return written;
}

if (import.meta.main) await runChildJob<KeptRenderJob>(KEPT_OUTCOME_PREFIX, renderKept);

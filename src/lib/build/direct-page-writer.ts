/**
 * Renders the pages of one route (the car pages: all but a few dozen of a large catalogue's pages)
 * in a loop of our own, writing each with one synchronous mkdir and write, before Astro's generation
 * loop renders the rest. A full build of a large catalogue renders that route on every core: the
 * build starts render helpers (render-helpers.ts), each rendering its share from this build's
 * bundle, and renders the first share itself.
 *
 * Astro writes every page through `fs.promises` (a mkdir, then an open, a write and a close, each a
 * trip through libuv's thread pool). While every core is rendering, those trips cost ~0.7 ms of CPU
 * per page, about a tenth of a car page's cost (1,449-page shards of a 3,000-car build side by side,
 * five pairs: 0.66–1.33 s less CPU each). The pages themselves are unchanged: they are rendered by
 * Astro's own prerenderer, and any answer other than a page (a redirect, an error status) goes back
 * to Astro's loop, which renders it again and handles it as it always does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, PathWithRoute } from 'astro';
import { KEEP_BUNDLE_VARIABLE } from '../../domain/site/kept-bundle.ts';
import { CAR_SHARD_VARIABLE, carShardValue } from '../../domain/site/partial-build.ts';
import { keepBundle, keptJobFrom } from './kept-bundle.ts';
import { type RenderHelpers, startRenderHelpers } from './render-helpers.ts';
import { type HelperOutcome, type RenderJob, renderJobFrom } from './render-job.ts';

export interface DirectPageWriterOptions {
  /** The Astro route pattern whose pages are written here, e.g. '/masina/[sku]'. */
  route: string;
  /** How many processes render the route's pages (1: this build alone). */
  processes?: number;
}

export interface DirectWriting {
  route: string;
  /** The build's output folder (a file system path). */
  outDir: string;
  /** The site's origin: the host part of every page's request URL, as in Astro's loop. */
  origin: string;
  log: (message: string) => void;
  /** Render helpers to start, for a build rendering the route in several processes. */
  helpers?: HelperPlan;
  /** Where to keep this build's bundle for later partial rebuilds (kept-bundle.ts). */
  keep?: { folder: string; nodeModules: string };
}

export interface HelperPlan {
  processes: number;
  /** render-helper.ts. */
  script: string;
  /** The build's prerender entry, once bundled. */
  entry: () => string | null;
  start?: typeof startRenderHelpers;
}

/** A path segment that could leave its folder, or that no file system takes. */
const UNSAFE_SEGMENT = /^\.{1,2}$|[\0\\]/;

/**
 * The file a page at `pathname` is written to with `build.format: 'directory'`; null for a
 * pathname that could leave the output folder (Astro's loop then handles it).
 */
export function pageOutputFile(outDir: string, pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => UNSAFE_SEGMENT.test(segment))) return null;
  return join(outDir, ...segments, 'index.html');
}

/** The request a page is rendered for: its pathname with a trailing slash, as Astro's loop asks. */
export function pageRequest(origin: string, pathname: string): Request {
  return new Request(new URL(`${pathname.replace(/\/+$/, '')}/`, origin));
}

export type RenderPage = AstroPrerenderer['render'];

/**
 * Renders and writes one page; false when its answer is not a page to write, so Astro's loop must
 * handle it.
 */
export async function writePage(
  render: RenderPage,
  target: Pick<DirectWriting, 'outDir' | 'origin'>,
  path: PathWithRoute,
): Promise<boolean> {
  const file = pageOutputFile(target.outDir, path.pathname);
  if (file === null) return false;
  let rendered: Awaited<ReturnType<RenderPage>>;
  try {
    rendered = await render(pageRequest(target.origin, path.pathname), { routeData: path.route });
  } catch (error) {
    throw new Error(`rendering ${path.pathname} failed: ${(error as Error).message}`, { cause: error });
  }
  const response = rendered instanceof Response ? rendered : rendered.response;
  if (response.status !== 200 || response.body === null) return false;
  const body = new Uint8Array(await response.arrayBuffer());
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  return true;
}

/**
 * Renders and writes the pages of `job.route` among `paths`: the build's share and each helper's.
 * `buildAlive` is asked before each page: a build killed outright (out of memory) cannot stop its
 * helpers, and one left alone stops rather than write on into a folder the runner removes.
 */
export async function writeShare(
  paths: readonly PathWithRoute[],
  job: Pick<RenderJob, 'route' | 'outDir' | 'origin'>,
  render: RenderPage,
  buildAlive: () => boolean,
): Promise<HelperOutcome> {
  const outcome: HelperOutcome = { written: 0, notWritten: [] };
  for (const path of paths) {
    if (path.route.route !== job.route) continue;
    if (!buildAlive()) throw new Error('the build that started this helper is gone');
    if (await writePage(render, job, path)) outcome.written++;
    else outcome.notWritten.push(path.pathname);
  }
  return outcome;
}

/**
 * Astro's prerenderer, whose path list first renders and writes the route's pages (with helpers
 * rendering the other shares, when planned) and then leaves Astro only the other paths and the
 * pages whose answer was not a page.
 */
export function directWritingPrerenderer(base: AstroPrerenderer, writing: DirectWriting): AstroPrerenderer {
  let helpers: RenderHelpers | null = null;
  const render = (request: Request, options: Parameters<AstroPrerenderer['render']>[1]) =>
    base.render(request, options);

  function startHelpers(plan: HelperPlan): void {
    const entry = plan.entry();
    const job =
      entry === null
        ? 'the prerender entry was not found'
        : renderJobFrom((base as { app?: unknown }).app, {
            entry,
            route: writing.route,
            outDir: writing.outDir,
            origin: writing.origin,
          });
    if (typeof job === 'string') {
      writing.log(`rendering every page in this process: ${job}`);
      return;
    }
    helpers = (plan.start ?? startRenderHelpers)(job, plan.processes, plan.script, writing.log);
    // The route's getStaticPaths reads its share from here (partial-build.ts); the helpers have theirs.
    process.env[CAR_SHARD_VARIABLE] = carShardValue({ index: 0, count: plan.processes });
  }

  /** Keeping is an optimisation of later builds: a failure is logged, never fails this one. */
  async function keep({ folder, nodeModules }: NonNullable<DirectWriting['keep']>): Promise<void> {
    const entry = writing.helpers?.entry() ?? null;
    const job =
      entry === null
        ? 'the prerender entry was not found'
        : keptJobFrom((base as { app?: unknown }).app, {
            entry: basename(fileURLToPath(entry)),
            origin: writing.origin,
            nodeModules,
          });
    if (typeof job === 'string') return writing.log(`bundle not kept: ${job}`);
    try {
      await keepBundle(folder, entry as string, job);
    } catch (error) {
      writing.log(`bundle not kept: ${(error as Error).message}`);
    }
  }

  return {
    ...base,
    name: `${base.name}+direct-page-writer`,
    async setup() {
      await base.setup?.();
      if (writing.keep) await keep(writing.keep);
      if (writing.helpers && writing.helpers.processes > 1) startHelpers(writing.helpers);
    },
    async getStaticPaths() {
      try {
        const paths = await base.getStaticPaths();
        const started = performance.now();
        const own = paths.filter((path) => path.route.route === writing.route);
        const leftToAstro = paths.filter((path) => path.route.route !== writing.route);
        const outcomes = [
          await writeShare(own, writing, render, () => true),
          ...(helpers ? await helpers.done : []),
        ];
        let written = 0;
        for (const outcome of outcomes) {
          written += outcome.written;
          for (const pathname of outcome.notWritten) {
            const route = own[0]?.route;
            if (!route) throw new Error(`no route data to hand ${pathname} back to Astro`);
            leftToAstro.push({ pathname, route });
          }
        }
        if (written > 0)
          writing.log(
            `wrote ${written} page(s) of ${writing.route} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
          );
        return leftToAstro;
      } catch (error) {
        helpers?.stop();
        throw error;
      }
    },
    async teardown() {
      helpers?.stop();
      await base.teardown?.();
    },
  };
}

export function directPageWriter({ route, processes = 1 }: DirectPageWriterOptions): AstroIntegration {
  let writing: Omit<DirectWriting, 'log'> | null = null;
  let prerenderEntry: string | null = null;
  return {
    name: 'direct-page-writer',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'direct-page-writer:prerender-entry',
                // The prerender entry this build wrote, for the render helpers to load: by its own
                // name, as the folder may still hold the entry of an earlier build that was stopped
                // (and the first file found there would be that stale one).
                writeBundle(output, bundle) {
                  const name = Object.keys(bundle).find(
                    (file) => file.startsWith('prerender-entry.') && file.endsWith('.mjs'),
                  );
                  if (output.dir && name) prerenderEntry = pathToFileURL(join(output.dir, name)).href;
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config, logger }) => {
        // The output file rule above is the directory format's, at the site's root.
        if (config.build.format !== 'directory' || config.base !== '/') {
          logger.warn('build.format is not "directory" at base "/": Astro writes every page');
          return;
        }
        writing = {
          route,
          outDir: fileURLToPath(config.outDir),
          origin: config.site ? new URL(config.site).origin : `http://localhost:${config.server.port}`,
          helpers: {
            processes,
            script: fileURLToPath(new URL('src/lib/build/render-helper.ts', config.root)),
            entry: () => prerenderEntry,
          },
          ...(process.env[KEEP_BUNDLE_VARIABLE]
            ? {
                keep: {
                  folder: process.env[KEEP_BUNDLE_VARIABLE],
                  nodeModules: fileURLToPath(new URL('node_modules', config.root)),
                },
              }
            : {}),
        };
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const settled = writing;
        if (settled === null) return;
        setPrerenderer((base) =>
          directWritingPrerenderer(base, { ...settled, log: (line) => logger.info(line) }),
        );
      },
    },
  };
}

/**
 * Renders the pages of the routes named (the car pages: all but a few dozen of a large catalogue's
 * pages) in a loop of our own, writing each with one synchronous mkdir and write, before Astro's
 * generation loop renders the rest.
 *
 * Astro writes every page through `fs.promises` (a mkdir, then an open, a write and a close, each a
 * trip through libuv's thread pool). While every core is rendering, those trips cost ~0.7 ms of CPU
 * per page, about a tenth of a car page's cost (1,449-page shards of a 3,000-car build side by side,
 * five pairs: 0.66–1.33 s less CPU each). The pages themselves are unchanged: they are rendered by
 * Astro's own prerenderer, and any answer other than a page (a redirect, an error status) goes back
 * to Astro's loop, which renders it again and handles it as it always does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer, PathWithRoute } from 'astro';

export interface DirectPageWriterOptions {
  /** Astro route patterns whose pages are written here, e.g. '/masina/[sku]'. */
  routes: readonly string[];
  /**
   * Render only those routes' pages: a later shard of a full build, whose other pages the join
   * would discard (server/rebuild/shard-merge.ts keeps the first shard's).
   */
  onlyTheseRoutes?: boolean;
}

export interface DirectWriting {
  routes: ReadonlySet<string>;
  onlyTheseRoutes: boolean;
  /** The build's output folder (a file system path). */
  outDir: string;
  /** The site's origin: the host part of every page's request URL, as in Astro's loop. */
  origin: string;
  log: (message: string) => void;
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

/**
 * Renders and writes one page; false when its answer is not a page to write, so Astro's loop must
 * handle it.
 */
async function writePage(
  base: AstroPrerenderer,
  writing: DirectWriting,
  path: PathWithRoute,
): Promise<boolean> {
  const file = pageOutputFile(writing.outDir, path.pathname);
  if (file === null) return false;
  let rendered: Awaited<ReturnType<AstroPrerenderer['render']>>;
  try {
    rendered = await base.render(pageRequest(writing.origin, path.pathname), { routeData: path.route });
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
 * Astro's prerenderer, whose path list first renders and writes the pages of `writing.routes` and
 * then leaves Astro only the others (and those whose answer was not a page), or no other with
 * `onlyTheseRoutes`.
 */
export function directWritingPrerenderer(base: AstroPrerenderer, writing: DirectWriting): AstroPrerenderer {
  return {
    ...base,
    name: `${base.name}+direct-page-writer`,
    async getStaticPaths() {
      const paths = await base.getStaticPaths();
      const started = performance.now();
      const leftToAstro: PathWithRoute[] = [];
      let written = 0;
      for (const path of paths) {
        const own = writing.routes.has(path.route.route);
        if (own && (await writePage(base, writing, path))) written++;
        else if (own || !writing.onlyTheseRoutes) leftToAstro.push(path);
      }
      if (written > 0)
        writing.log(
          `wrote ${written} page(s) of ${[...writing.routes].join(', ')} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
        );
      return leftToAstro;
    },
  };
}

export function directPageWriter({
  routes,
  onlyTheseRoutes = false,
}: DirectPageWriterOptions): AstroIntegration {
  let writing: Omit<DirectWriting, 'log'> | null = null;
  return {
    name: 'direct-page-writer',
    hooks: {
      'astro:config:done': ({ config, logger }) => {
        // The output file rule above is the directory format's, at the site's root.
        if (config.build.format !== 'directory' || config.base !== '/') {
          logger.warn('build.format is not "directory" at base "/": Astro writes every page');
          return;
        }
        writing = {
          routes: new Set(routes),
          onlyTheseRoutes,
          outDir: fileURLToPath(config.outDir),
          origin: config.site ? new URL(config.site).origin : `http://localhost:${config.server.port}`,
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

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroPrerenderer, PathWithRoute } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_SHARD_VARIABLE } from '../../domain/site/partial-build.ts';
import {
  type DirectWriting,
  directWritingPrerenderer,
  type HelperPlan,
  pageOutputFile,
  pageRequest,
  writeShare,
} from './direct-page-writer.ts';
import type { HelperOutcome, RenderJob } from './render-job.ts';

const carRoute = '/masina/[sku]';

function path(pathname: string, route: string): PathWithRoute {
  return { pathname, route: { route } as PathWithRoute['route'] };
}

/** A prerenderer whose pages answer as `answers` says (a 200 page by default), recording its renders. */
function fakePrerenderer(paths: PathWithRoute[], answers: Record<string, () => Response> = {}) {
  const rendered: string[] = [];
  const base: AstroPrerenderer = {
    name: 'fake',
    getStaticPaths: async () => paths,
    render: async (request) => {
      const { pathname } = new URL(request.url);
      rendered.push(pathname);
      const answer = answers[pathname];
      return answer
        ? answer()
        : new Response(`<p>${pathname} &#8364;</p>`, { headers: { 'content-type': 'text/html' } });
    },
  };
  return { base, rendered };
}

let outDir: string;
let logged: string[];
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'direct-pages-'));
  logged = [];
});
afterEach(async () => {
  delete process.env[CAR_SHARD_VARIABLE];
  await rm(outDir, { recursive: true, force: true });
});

const writing = (): DirectWriting => ({
  route: carRoute,
  outDir,
  origin: 'https://shop.example',
  log: (line: string) => logged.push(line),
});

describe('directWritingPrerenderer', () => {
  it("writes the named route's pages as Astro would and leaves Astro the other paths, in order", async () => {
    const paths = [
      path('/', '/'),
      path('/masina/AB-1', carRoute),
      path('/masini', '/masini'),
      path('/masina/AB-2', carRoute),
    ];
    const { base, rendered } = fakePrerenderer(paths);
    const left = await directWritingPrerenderer(base, writing()).getStaticPaths();

    expect(left.map((entry) => entry.pathname)).toEqual(['/', '/masini']);
    expect(rendered).toEqual(['/masina/AB-1/', '/masina/AB-2/']);
    expect(await readFile(join(outDir, 'masina/AB-1/index.html'), 'utf8')).toBe(
      '<p>/masina/AB-1/ &#8364;</p>',
    );
    expect(await readdir(join(outDir, 'masina'))).toEqual(['AB-1', 'AB-2']);
    expect(logged).toEqual([
      expect.stringMatching(/^wrote 2 page\(s\) of \/masina\/\[sku\] in \d+\.\d\d s$/),
    ]);
  });

  it("hands an answer that is not a page (a redirect, an error status, no body) back to Astro's loop", async () => {
    const paths = [path('/masina/R', carRoute), path('/masina/E', carRoute), path('/masina/N', carRoute)];
    const { base } = fakePrerenderer(paths, {
      '/masina/R/': () => new Response(null, { status: 301, headers: { location: '/masini' } }),
      '/masina/E/': () => new Response('gone', { status: 404 }),
      '/masina/N/': () => new Response(null, { status: 200 }),
    });
    const left = await directWritingPrerenderer(base, writing()).getStaticPaths();

    expect(left.map((entry) => entry.pathname)).toEqual(['/masina/R', '/masina/E', '/masina/N']);
    expect(await readdir(outDir)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('fails the build on a render error, naming the page', async () => {
    const { base } = fakePrerenderer([path('/masina/AB-9', carRoute)], {
      '/masina/AB-9/': () => {
        throw new Error('car AB-9: price must be a number');
      },
    });
    await expect(directWritingPrerenderer(base, writing()).getStaticPaths()).rejects.toThrow(
      'rendering /masina/AB-9 failed: car AB-9: price must be a number',
    );
  });

  it('keeps the base prerenderer for everything else', async () => {
    const { base } = fakePrerenderer([]);
    const wrapped = directWritingPrerenderer(base, writing());
    expect(wrapped.render).toBe(base.render);
    expect(wrapped.name).toBe('fake+direct-page-writer');
  });
});

describe('directWritingPrerenderer with render helpers', () => {
  const styles = [{ depth: 0, order: 0, sheet: { type: 'inline', content: 'p{color:red}' } }];
  /** The build app Astro's default prerenderer holds after its setup, as far as a job reads it. */
  const buildApp = {
    getOptions: () => ({
      allPages: {
        car: { key: `${carRoute}&src/pages/masina/[sku].astro`, route: { route: carRoute }, styles },
      },
      settings: { scripts: [{ stage: 'head-inline', content: 'window.x=1' }] },
    }),
  };
  const plan = (
    start: NonNullable<HelperPlan['start']>,
    entry: string | null = 'file:///out/.prerender/prerender-entry.a.mjs',
  ) => ({
    processes: 2,
    script: '/project/src/lib/build/render-helper.ts',
    entry: () => entry,
    start,
  });

  it("starts the helpers with the build's job, renders share 0 itself and hands a helper's non-page to Astro", async () => {
    const jobs: RenderJob[] = [];
    const stop = vi.fn();
    const start: NonNullable<HelperPlan['start']> = (job, count, script) => {
      jobs.push(job);
      expect([count, script]).toEqual([2, '/project/src/lib/build/render-helper.ts']);
      const outcome: HelperOutcome = { written: 3, notWritten: ['/masina/H'] };
      return { done: Promise.resolve([outcome]), stop };
    };
    const shareSeen: (string | undefined)[] = [];
    const { base } = fakePrerenderer([]);
    base.getStaticPaths = async () => {
      shareSeen.push(process.env[CAR_SHARD_VARIABLE]);
      return [path('/', '/'), path('/masina/AB-1', carRoute)];
    };
    const prerenderer = directWritingPrerenderer(Object.assign(base, { app: buildApp }), {
      ...writing(),
      helpers: plan(start),
    });
    await prerenderer.setup?.();
    const left = await prerenderer.getStaticPaths();

    expect(jobs).toEqual([
      {
        entry: 'file:///out/.prerender/prerender-entry.a.mjs',
        route: carRoute,
        page: { key: `${carRoute}&src/pages/masina/[sku].astro`, styles },
        scripts: [{ stage: 'head-inline', content: 'window.x=1' }],
        outDir,
        origin: 'https://shop.example',
      },
    ]);
    expect(shareSeen).toEqual(['0/2']);
    expect(left.map((entry) => [entry.pathname, entry.route.route])).toEqual([
      ['/', '/'],
      ['/masina/H', carRoute],
    ]);
    expect(logged).toEqual([expect.stringMatching(/^wrote 4 page\(s\) of \/masina\/\[sku\] in /)]);
    await prerenderer.teardown?.();
    expect(stop).toHaveBeenCalled();
  });

  it('fails the build when a helper fails, stopping the others', async () => {
    const stop = vi.fn();
    const failing: NonNullable<HelperPlan['start']> = () => ({
      done: Promise.reject(new Error('render helper 1/2 exited with 1')),
      stop,
    });
    const { base } = fakePrerenderer([path('/masina/AB-1', carRoute)]);
    const prerenderer = directWritingPrerenderer(Object.assign(base, { app: buildApp }), {
      ...writing(),
      helpers: plan(failing),
    });
    await prerenderer.setup?.();
    await expect(prerenderer.getStaticPaths()).rejects.toThrow('render helper 1/2 exited with 1');
    expect(stop).toHaveBeenCalled();
  });

  it('renders every page itself, saying why, when the build app or the bundle is not what it knows', async () => {
    const start = vi.fn();
    for (const [app, entry] of [
      [undefined, 'file:///e.mjs'],
      [buildApp, null],
    ] as const) {
      const { base } = fakePrerenderer([path('/masina/AB-1', carRoute)]);
      const prerenderer = directWritingPrerenderer(Object.assign(base, { app }), {
        ...writing(),
        helpers: plan(start, entry),
      });
      await prerenderer.setup?.();
      expect(await prerenderer.getStaticPaths()).toEqual([]);
      expect(process.env[CAR_SHARD_VARIABLE]).toBeUndefined();
    }
    expect(start).not.toHaveBeenCalled();
    expect(logged.filter((line) => line.startsWith('rendering every page in this process: '))).toEqual([
      "rendering every page in this process: Astro's prerenderer has no build app with getOptions()",
      'rendering every page in this process: the prerender entry was not found',
    ]);
  });
});

describe('writeShare', () => {
  const share = () => ({ route: carRoute, outDir, origin: 'https://x.ro' });
  const render = async (request: Request) => {
    const { pathname } = new URL(request.url);
    return pathname === '/masina/R/'
      ? new Response(null, { status: 301, headers: { location: '/masini' } })
      : new Response(`<p>${pathname}</p>`);
  };

  it("writes its route's pages, leaves the others and reports the answers that are not pages", async () => {
    const paths = [path('/', '/'), path('/masina/A', carRoute), path('/masina/R', carRoute)];
    expect(await writeShare(paths, share(), render, () => true)).toEqual({
      written: 1,
      notWritten: ['/masina/R'],
    });
    expect(await readdir(outDir)).toEqual(['masina']);
    expect(await readFile(join(outDir, 'masina/A/index.html'), 'utf8')).toBe('<p>/masina/A/</p>');
  });

  it('stops, writing nothing more, once the build that started it is gone', async () => {
    let alive = 2;
    const paths = ['A', 'B', 'C'].map((sku) => path(`/masina/${sku}`, carRoute));
    await expect(writeShare(paths, share(), render, () => alive-- > 0)).rejects.toThrow(
      'the build that started this helper is gone',
    );
    expect(await readdir(join(outDir, 'masina'))).toEqual(['A', 'B']);
  });
});

describe('pageOutputFile', () => {
  it("is the page's folder's index.html, as in Astro's directory format", () => {
    expect(pageOutputFile('/out', '/masina/AB-1')).toBe('/out/masina/AB-1/index.html');
    expect(pageOutputFile('/out', '/masina/AB-1/')).toBe('/out/masina/AB-1/index.html');
  });

  it('refuses a pathname that could leave the output folder, or the root', () => {
    for (const pathname of ['/masina/..', '/../x', '/masina/./x', '/a\\b', '/a\0b', '/', ''])
      expect(pageOutputFile('/out', pathname)).toBeNull();
  });
});

describe('pageRequest', () => {
  it("asks for the page's URL on the site's origin with one trailing slash", () => {
    expect(pageRequest('https://shop.example', '/masina/AB-1').url).toBe('https://shop.example/masina/AB-1/');
    expect(pageRequest('https://shop.example', '/masina/AB-1/').url).toBe(
      'https://shop.example/masina/AB-1/',
    );
  });
});

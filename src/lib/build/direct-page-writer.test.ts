import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroPrerenderer, PathWithRoute } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directWritingPrerenderer, pageOutputFile, pageRequest } from './direct-page-writer.ts';

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
afterEach(() => rm(outDir, { recursive: true, force: true }));

const writing = () => ({
  routes: new Set([carRoute]),
  onlyTheseRoutes: false,
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

  it("with onlyTheseRoutes, leaves Astro none of the other paths, only the named route's non-pages", async () => {
    const paths = [path('/', '/'), path('/masina/AB-1', carRoute), path('/masina/R', carRoute)];
    const { base, rendered } = fakePrerenderer(paths, {
      '/masina/R/': () => new Response(null, { status: 301, headers: { location: '/masini' } }),
    });
    const left = await directWritingPrerenderer(base, {
      ...writing(),
      onlyTheseRoutes: true,
    }).getStaticPaths();

    expect(left.map((entry) => entry.pathname)).toEqual(['/masina/R']);
    expect(rendered).toEqual(['/masina/AB-1/', '/masina/R/']);
    expect(await readdir(join(outDir, 'masina'))).toEqual(['AB-1']);
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

import type { PathWithRoute } from 'astro';
import { normalPath, output } from './kept-render.ts';

const origin = 'https://shop.test';
const path = (pathname: string, type: string) => ({ pathname, route: { type } }) as unknown as PathWithRoute;

describe('where a page rendered from a kept bundle goes, and what it is asked as', () => {
  it.each([
    ['/', 'page', '/out/index.html', 'https://shop.test/'],
    ['/faq', 'page', '/out/faq/index.html', 'https://shop.test/faq/'],
    ['/faq/', 'page', '/out/faq/index.html', 'https://shop.test/faq/'],
    ['/masina/AB-1', 'page', '/out/masina/AB-1/index.html', 'https://shop.test/masina/AB-1/'],
    ['/masini/sitemap.xml', 'endpoint', '/out/masini/sitemap.xml', 'https://shop.test/masini/sitemap.xml'],
    ['/robots.txt', 'endpoint', '/out/robots.txt', 'https://shop.test/robots.txt'],
  ])('%s (%s) → %s, asked as %s', (pathname, type, file, url) => {
    const rendered = output('/out', origin, path(pathname, type));
    expect([rendered.file, rendered.request.url]).toEqual([file, url]);
  });

  it.each([
    ['/404', 'page', '/404 is a page route: astro build renders it'],
    ['/500', 'page', '/500 is a page route: astro build renders it'],
    ['/old', 'redirect', '/old is a redirect route: astro build renders it'],
    ['/de/faq', 'fallback', '/de/faq is a fallback route: astro build renders it'],
    ['/a/../..', 'page', 'no output file for /a/../..'],
  ])('leaves %s (%s) to astro build', (pathname, type, reason) => {
    expect(() => output('/out', origin, path(pathname, type))).toThrow(reason);
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['/faq/', '/faq'],
    ['faq', '/faq'],
    ['/masini/sitemap.xml', '/masini/sitemap.xml'],
  ])('%j names the path %s', (given, named) => {
    expect(normalPath(given)).toBe(named);
  });
});

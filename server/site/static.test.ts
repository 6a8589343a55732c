import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { SITE_SECURITY_HEADERS } from '../../src/domain/site/security-headers.ts';
import { createSiteRoot, type SiteRoot } from './site-root.ts';
import { immutableCache, serveSite } from './static.ts';

const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

async function writeSite(folder: string, label: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': `<h1>home ${label}</h1>`,
    'faq/index.html': `<h1>faq ${label}</h1>`,
    'plata/index.html': `<h1>plata shell ${label}</h1>`,
    'aprobare/index.html': `<h1>aprobare shell ${label}</h1>`,
    '404.html': `<h1>404 ${label}</h1>`,
    '_astro/app.abc123.js': bigScript,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    '.build-info.json': '{}',
  };
  for (const [name, content] of Object.entries(files)) {
    const path = join(folder, name);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, content);
  }
}

let base: string;
let root: SiteRoot;
let app: Hono;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'site-'));
  await writeSite(join(base, 'a'), 'A');
  await writeSite(join(base, 'b'), 'B');
});

afterAll(() => rm(base, { recursive: true, force: true }));

beforeEach(() => {
  root = createSiteRoot(join(base, 'a'));
  app = new Hono();
  app.get('/api/ping', (c) => c.json({ ok: true }));
  app.use('*', serveSite({ root }));
});

describe('pages and rewrites', () => {
  it.each([
    ['/', 200, 'home A'],
    ['/faq', 200, 'faq A'],
    ['/faq/', 200, 'faq A'],
    ['/home', 200, 'home A'],
    ['/plata/abc', 200, 'plata shell A'],
    ['/aprobare/credit/1', 200, 'aprobare shell A'],
    ['/aprobare/credit/1/uuid-1', 200, 'aprobare shell A'],
    ['/nu-exista', 404, '404 A'],
    ['/plata/abc/def', 404, '404 A'],
    ['/.build-info.json', 404, '404 A'],
    ['/%2e%2e/%2e%2e/etc/passwd', 404, '404 A'],
    ['/%E0%A4%A', 404, '404 A'],
  ])('GET %s → %i with %s', async (path, status, text) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('leaves routes registered before it alone', async () => {
    expect(await (await app.request('/api/ping')).json()).toEqual({ ok: true });
  });

  it('passes non-GET requests on', async () => {
    expect((await app.request('/faq', { method: 'POST' })).status).toBe(404);
    expect(await (await app.request('/faq', { method: 'POST' })).text()).not.toContain('faq A');
  });
});

describe('headers', () => {
  it('marks hashed assets immutable with their content type', async () => {
    const response = await app.request('/_astro/app.abc123.js');
    expect(response.headers.get('Cache-Control')).toBe(immutableCache);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(bigScript);
  });

  it('serves other files with a short cache and their type', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('compresses for Accept-Encoding %s with %s', async (accept, encoding) => {
    const response = await app.request('/_astro/app.abc123.js', { headers: { 'Accept-Encoding': accept } });
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(bigScript.length / 4);
    if (encoding === 'gzip') expect(gunzipSync(bytes).toString()).toBe(bigScript);
  });

  it('does not compress small files', async () => {
    const response = await app.request('/faq', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
  });

  it.each([
    ['a page', '/faq', 200],
    ['an order shell', '/plata/abc', 200],
    ['an asset', '/_astro/app.abc123.js', 200],
    ['the not-found page', '/nu-exista', 404],
  ])('sends the security headers with %s', async (_case, path, status) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SITE_SECURITY_HEADERS)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await app.request('/faq');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const second = await app.request('/faq', { headers: { 'If-None-Match': etag ?? '' } });
    expect(second.status).toBe(304);
  });
});

describe('site root', () => {
  it('serves the building page with 503 while no build exists', async () => {
    root = createSiteRoot(null);
    const building = new Hono().use('*', serveSite({ root }));
    const response = await building.request('/faq');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('http-equiv="refresh"');
  });

  it('switches every following request to the new folder at once', async () => {
    expect(await (await app.request('/faq')).text()).toContain('faq A');
    root.set(join(base, 'b'));
    expect(await (await app.request('/faq')).text()).toContain('faq B');
    expect(await (await app.request('/zzz')).text()).toContain('404 B');
  });
});

describe('HEAD', () => {
  it('answers like GET without a body', async () => {
    const response = await app.request('/faq', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

import { Hono } from 'hono';
import { createMemoryStorage } from '../test/memory-storage.ts';
import { storageRoutes } from './storage.routes.ts';
import type { MediaGenerator, StoredFile } from './storage.ts';

const svg = (text: string): StoredFile => ({
  bytes: new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`),
  contentType: 'image/svg+xml',
});

function setup(initial: Record<string, StoredFile> = {}) {
  const storage = createMemoryStorage(initial);
  const generated: string[] = [];
  const generateMedia: MediaGenerator = async (path) => {
    generated.push(path);
    await new Promise((done) => setTimeout(done, 5));
    return path.startsWith('cars/') && path.endsWith('.svg') ? svg(path) : null;
  };
  const app = new Hono().route('/storage', storageRoutes({ storage, generateMedia }));
  return { app, storage, generated };
}

describe('GET /storage/*', () => {
  it.each([
    ['docs/fisa.pdf', 'application/pdf'],
    ['media/slide.webp', 'image/webp'],
    ['media/logo.png', 'image/png'],
    ['media/photo.jpg', 'image/jpeg'],
    ['media/logo.svg', 'image/svg+xml'],
  ])('serves %s as %s with cache headers', async (path, contentType) => {
    const bytes = new TextEncoder().encode(`bytes of ${path}`);
    const { app } = setup({ [path]: { bytes, contentType } });
    const response = await app.request(`/storage/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(contentType);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const { app } = setup({ 'media/logo.svg': svg('logo') });
    const first = await app.request('/storage/media/logo.svg');
    const etag = first.headers.get('ETag') ?? '';
    const cached = await app.request('/storage/media/logo.svg', { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const weak = await app.request('/storage/media/logo.svg', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    const stale = await app.request('/storage/media/logo.svg', { headers: { 'If-None-Match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with headers and no body', async () => {
    const file = svg('head');
    const { app } = setup({ 'media/head.svg': file });
    const response = await app.request('/storage/media/head.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe(String(file.bytes.byteLength));
    expect(await response.text()).toBe('');
  });

  it('sandboxes SVG documents so an opened SVG cannot run script', async () => {
    const { app } = setup({ 'media/logo.svg': svg('logo') });
    const response = await app.request('/storage/media/logo.svg');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/sandbox/);
  });

  it('generates a missing file once, stores it, then serves it from storage', async () => {
    const { app, storage, generated } = setup();
    const responses = await Promise.all([1, 2, 3].map(() => app.request('/storage/cars/B-101/profile.svg')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await responses[0]?.text()).toContain('cars/B-101/profile.svg');
    expect(generated).toEqual(['cars/B-101/profile.svg']);
    expect(storage.files.has('cars/B-101/profile.svg')).toBe(true);
    const again = await app.request('/storage/cars/B-101/profile.svg');
    expect(again.status).toBe(200);
    expect(generated).toHaveLength(1);
  });

  it('answers 404 when neither storage nor generator has the file', async () => {
    const { app, storage } = setup();
    const response = await app.request('/storage/docs/unknown.pdf');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(storage.files.size).toBe(0);
  });

  it.each([
    '/storage/..%2Fsecret.txt',
    '/storage/%2E%2E/secret.txt',
    '/storage/cars%2F..%2F..%2Fsecret.txt',
    '/storage/media/a%00.svg',
    '/storage/media/%5C..%5Csecret',
    '/storage/cars/mașină.svg',
    '/storage/',
    '/storage/%E0%A4%A',
  ])('answers 404 to %s without asking storage or generator', async (url) => {
    const { app, generated } = setup({ 'secret.txt': svg('secret') });
    const response = await app.request(url);
    expect(response.status).toBe(404);
    expect(generated).toEqual([]);
  });
});

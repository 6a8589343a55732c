import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from './compress.ts';
import { createJsonCache, sendCachedJson } from './json-cache.ts';

const LARGE = { rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `Rândul ${index}` })) };
const SMALL = { uuid: '6f1c1f0e-2c4b-4c55-9a57-2b4f3c1d9e11' };

/** The answers the routes returned, to tell whether the middleware passed them on untouched. */
const returned: Response[] = [];

function app(): Hono {
  const cache = createJsonCache();
  const api = new Hono();
  api.use(compress());
  const keep = (answer: Response) => {
    returned.push(answer);
    return answer;
  };
  api.get('/small', (c) => keep(c.json(SMALL, 201)));
  api.get('/large', (c) => {
    c.header('ETag', '"v1"');
    return keep(c.json(LARGE));
  });
  api.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return keep(c.json(LARGE));
  });
  api.get('/image', () =>
    keep(new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } })),
  );
  api.get('/cached', async (c) => keep(sendCachedJson(c, await cache.get('list', async () => LARGE))));
  return api;
}

const get = (path: string, encodings?: string, method = 'GET') =>
  app().request(path, { method, headers: encodings ? { 'Accept-Encoding': encodings } : {} });

describe('compress', () => {
  beforeEach(() => {
    returned.length = 0;
  });

  it('sends a small answer as the route made it, saying that the answer varies with the encoding', async () => {
    const response = await get('/small', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(201);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(SMALL);
  });

  it('leaves the route’s answer object itself when the client takes no compression', async () => {
    for (const path of ['/small', '/large']) {
      const response = await get(path);
      expect(response).toBe(returned.at(-1));
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Content-Encoding')).toBeNull();
    }
    expect(await (await get('/large')).json()).toEqual(LARGE);
  });

  it('gzips a large answer for a browser, with the weak form of its tag', async () => {
    const response = await get('/large', 'gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('ETag')).toBe('W/"v1"');
    expect(response.headers.get('Content-Length')).toBeNull();
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(JSON.stringify(LARGE).length / 3);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(LARGE);
  });

  it('deflates for a client that takes only deflate', async () => {
    const response = await get('/large', 'deflate');
    expect(response.headers.get('Content-Encoding')).toBe('deflate');
    expect(JSON.parse(inflateSync(new Uint8Array(await response.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('leaves alone no-transform answers, other types, HEAD and answers already encoded', async () => {
    for (const path of ['/no-transform', '/image', '/cached']) {
      expect(await get(path, 'gzip'), path).toBe(returned.at(-1));
    }
    // Hono answers HEAD with a copy of GET's answer without its body.
    expect((await get('/large', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
    const cached = await get('/cached', 'gzip');
    expect(cached.headers.get('Content-Encoding')).toBe('gzip');
    expect(cached.headers.get('Vary')).toBe('Accept-Encoding');
  });
});

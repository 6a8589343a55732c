import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { createJsonCache, sendCachedJson } from './json-cache.ts';

function counter(values: unknown[]) {
  const calls = { n: 0 };
  const load = async () => values[Math.min(calls.n++, values.length - 1)];
  return { calls, load };
}

describe('createJsonCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  it('loads a key once while it is fresh', async () => {
    const cache = createJsonCache({ ttlMs: 1000, now });
    const { calls, load } = counter([{ a: 1 }]);
    expect((await cache.get('k', load)).value.body).toBe('{"a":1}');
    clock = 999;
    await cache.get('k', load);
    expect(calls.n).toBe(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createJsonCache({ now });
    const { calls, load } = counter([[1]]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(calls.n).toBe(1);
    expect(new Set(answers.map((answer) => answer.value.body))).toEqual(new Set(['[1]']));
  });

  it('serves an expired entry while one refresh runs, then the refreshed value', async () => {
    const cache = createJsonCache({ ttlMs: 1000, now });
    await cache.get('k', async () => 'old');
    clock = 1000;
    let release: (value: string) => void = () => {};
    let refreshes = 0;
    const slow = () => {
      refreshes += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect((await cache.get('k', slow)).value.body).toBe('"old"');
    expect((await cache.get('k', slow)).value.body).toBe('"old"');
    expect(refreshes).toBe(1);
    release('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('k', slow)).value.body).toBe('"new"');
    expect(refreshes).toBe(1);
  });

  it('loads again after an invalidation, and never stores a load that started before it', async () => {
    const cache = createJsonCache({ now });
    let release: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (release = resolve));
    const before = cache.get('k', slow);
    cache.invalidate();
    release('before the change');
    expect((await before).value.body).toBe('"before the change"');
    expect((await cache.get('k', async () => 'after')).value.body).toBe('"after"');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createJsonCache({ maxEntries: 2, now });
    const { calls, load } = counter([1]);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(calls.n).toBe(3);
    await cache.get('a', load);
    expect(calls.n).toBe(4);
  });

  it('does not cache with a ttl of 0', async () => {
    const cache = createJsonCache({ ttlMs: 0, now });
    const { calls, load } = counter([1, 2]);
    await cache.get('k', load);
    expect((await cache.get('k', load)).value.body).toBe('2');
    expect(calls.n).toBe(2);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = createJsonCache({ now });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => 'ok')).value.body).toBe('"ok"');
  });
});

describe('sendCachedJson', () => {
  const app = new Hono();
  const cache = createJsonCache();
  app.get('/x', async (c) => sendCachedJson(c, await cache.get('x', async () => ({ cars: [1, 2] }))));

  it('answers JSON with an ETag, and 304 to a browser that holds it', async () => {
    const first = await app.request('/x');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ cars: [1, 2] });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request('/x', { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await app.request('/x', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('answers a browser that accepts gzip with the body compressed once, under the weak tag', async () => {
    const plain = await app.request('/x');
    const zipped = await app.request('/x', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(await plain.text());
    const again = await app.request('/x', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('sends the plain body to a client that refuses gzip', async () => {
    const answer = await app.request('/x', { headers: { 'Accept-Encoding': 'gzip;q=0, br' } });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(await answer.json()).toEqual({ cars: [1, 2] });
  });
});

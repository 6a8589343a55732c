import { gunzipSync } from 'node:zlib';
import { createCompressionCache, negotiateEncoding } from './compression.ts';

describe('compression cache', () => {
  const page = new TextEncoder().encode('<p>Dacia Logan</p>'.repeat(200));

  it('reads and compresses a file once per key and encoding', async () => {
    const cache = createCompressionCache();
    const read = vi.fn(async () => page);
    const first = await cache.get('/site/masini/index.html:1', 'gzip', read);
    const again = await cache.get('/site/masini/index.html:1', 'gzip', read);
    expect(again).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    expect(gunzipSync(first)).toEqual(Buffer.from(page));
    await cache.get('/site/masini/index.html:1', 'br', read);
    await cache.get('/site/masini/index.html:2', 'gzip', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('forgets the oldest entries beyond its budget', async () => {
    const cache = createCompressionCache(1);
    const read = vi.fn(async () => page);
    await cache.get('a', 'gzip', read);
    await cache.get('b', 'gzip', read);
    await cache.get('a', 'gzip', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('negotiates %s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

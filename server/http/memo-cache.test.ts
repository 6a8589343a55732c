import { createMemoCache } from './memo-cache.ts';

// The shared behaviour (one load per key while fresh, shared concurrent misses, invalidation,
// bounded keys, ttl 0) is tested through the catalogue's cache in json-cache.test.ts.
describe('createMemoCache without stale answers', () => {
  it('never answers an expired entry: the read after expiry waits for a fresh load', async () => {
    let clock = 0;
    const cache = createMemoCache<string>({ ttlMs: 1000, now: () => clock });
    expect(await cache.get('car', async () => 'in stock')).toEqual({ value: 'in stock', freshUntil: 1000 });
    clock = 999;
    expect((await cache.get('car', async () => 'reserved')).value).toBe('in stock');
    clock = 1000;
    expect(await cache.get('car', async () => 'reserved')).toEqual({ value: 'reserved', freshUntil: 2000 });
  });

  it('keeps null answers too (an unknown SKU asked again and again)', async () => {
    const cache = createMemoCache<string | null>({ ttlMs: 1000, now: () => 0 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return null;
    };
    await cache.get('XX-0000', load);
    expect((await cache.get('XX-0000', load)).value).toBeNull();
    expect(loads).toBe(1);
  });
});

import { createOrderCache } from './order-cache.ts';
import type { OrderInRequest } from './order-repository.ts';

const found = (uuid: string, revision = 0) => ({ order: { uuid }, revision }) as unknown as OrderInRequest;

describe('createOrderCache', () => {
  it('keeps the newest state of each order', () => {
    const cache = createOrderCache({ maxEntries: 10, ttlMs: 1000 });
    cache.set(found('a', 1));
    cache.set(found('a', 2));
    expect(cache.get('a')?.revision).toBe(2);
    expect(cache.get('b')).toBeNull();
    cache.delete('a');
    expect(cache.get('a')).toBeNull();
  });

  it('keeps at most maxEntries orders, dropping the oldest first', () => {
    const cache = createOrderCache({ maxEntries: 2, ttlMs: 1000 });
    cache.set(found('a'));
    cache.set(found('b'));
    cache.set(found('c'));
    expect([cache.get('a'), cache.get('b')?.order.uuid, cache.get('c')?.order.uuid]).toEqual([
      null,
      'b',
      'c',
    ]);
  });

  it('forgets an order ttlMs after it was kept', () => {
    let now = 0;
    const cache = createOrderCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set(found('a'));
    now = 999;
    expect(cache.get('a')).not.toBeNull();
    now = 1000;
    expect(cache.get('a')).toBeNull();
  });

  it('keeps nothing when switched off', () => {
    for (const options of [
      { maxEntries: 0, ttlMs: 1000 },
      { maxEntries: 10, ttlMs: 0 },
    ]) {
      const cache = createOrderCache(options);
      cache.set(found('a'));
      expect(cache.get('a')).toBeNull();
    }
  });
});

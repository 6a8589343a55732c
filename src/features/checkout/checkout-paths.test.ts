import { describe, expect, it } from 'vitest';
import { completeUrl, uuidFromPath } from './checkout-paths.ts';
import { ORDER_UUID } from './order.fixture.ts';

describe('uuidFromPath', () => {
  it.each<[string, 'rezolutie' | 'plata' | 'complete', string | null]>([
    [`/plata/${ORDER_UUID}`, 'plata', ORDER_UUID],
    [`/rezolutie/${ORDER_UUID}/`, 'rezolutie', ORDER_UUID],
    ['/rezolutie', 'rezolutie', null],
    ['/rezolutie/', 'rezolutie', null],
    ['/plata/not-a-uuid', 'plata', null],
    [`/complete/${ORDER_UUID}/extra`, 'complete', null],
    [`/plata/${ORDER_UUID}`, 'complete', null],
  ])('%s on %s → %s', (path, page, expected) => {
    expect(uuidFromPath(path, page)).toBe(expected);
  });
});

describe('completeUrl', () => {
  it('carries the payment id in the query', () => {
    expect(completeUrl(ORDER_UUID, 'pay 1')).toBe(`/complete/${ORDER_UUID}?id=pay+1`);
    expect(completeUrl(ORDER_UUID, null)).toBe(`/complete/${ORDER_UUID}`);
  });
});

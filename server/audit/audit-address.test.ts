import { describe, expect, it } from 'vitest';
import { addressClass } from './audit-address.ts';

describe('addressClass', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['2001:db8:85a3:8d3::/64', '2001:db8:85a3::/48'],
    ['2001:db8::/64', '2001:db8:0::/48'],
    ['unknown', null],
    [undefined, null],
    ['not an address', null],
  ])('%s → %s', (input, expected) => {
    expect(addressClass(input)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

const NOW = Date.parse('2026-05-04T09:00:00Z');

describe('retryAfterMs', () => {
  it.each([
    ['40', 40_000],
    [' 0 ', 0],
    ['Mon, 04 May 2026 09:01:30 GMT', 90_000],
    ['Mon, 04 May 2026 08:59:00 GMT', 0],
    [null, undefined],
    ['', undefined],
    ['soon', undefined],
    ['-5', undefined],
  ])('%j is %j ms', (header, expected) => {
    expect(retryAfterMs(header, NOW)).toBe(expected);
  });
});

import {
  DEFAULT_RATE_LIMITS,
  hitsClaimedAtOnce,
  MAX_HITS_CLAIMED,
  parseRateLimits,
  retryAfterSeconds,
} from './limits.ts';

describe('hitsClaimedAtOnce', () => {
  it.each([
    [1, 1],
    [10, 1],
    [39, 1],
    [40, 2],
    [120, 6],
    [200, 10],
    [100_000_000, MAX_HITS_CLAIMED],
  ])('a limit of %i claims %i', (limit, claimed) => {
    expect(hitsClaimedAtOnce(limit)).toBe(claimed);
  });
});

describe('parseRateLimits', () => {
  it.each([
    ['', DEFAULT_RATE_LIMITS],
    ['forms=5/60', { ...DEFAULT_RATE_LIMITS, forms: { limit: 5, windowMs: 60_000 } }],
    [
      ' forms = 5/60s , wizard=off ',
      { ...DEFAULT_RATE_LIMITS, forms: { limit: 5, windowMs: 60_000 }, wizard: null },
    ],
    ['orders=2/3600', { ...DEFAULT_RATE_LIMITS, orders: { limit: 2, windowMs: 3_600_000 } }],
    ['off', { forms: null, orders: null, wizard: null }],
  ])('%j gives the limits', (spec, limits) => {
    expect(parseRateLimits(spec)).toEqual({ ok: true, limits });
  });

  it.each([
    ['form=5/60', 'form=5/60'],
    ['forms=5', 'forms=5'],
    ['forms=0/60', 'at least 1'],
    ['forms=5/0', 'at least 1'],
    ['forms=-1/60', 'forms=-1/60'],
  ])('refuses %j naming the problem', (spec, named) => {
    const parsed = parseRateLimits(spec);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(named);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2026-05-04T09:00:00.000Z');
  it.each([
    ['2026-05-04T09:00:40.000Z', 40],
    ['2026-05-04T09:00:40.200Z', 41],
    ['2026-05-04T09:00:00.000Z', 1],
    ['2026-05-04T08:59:00.000Z', 1],
  ])('until %s is %i s', (resetAt, seconds) => {
    expect(retryAfterSeconds(new Date(resetAt), now)).toBe(seconds);
  });
});

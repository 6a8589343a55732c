import { type ClaimHits, createHitCounter } from './hit-claims.ts';

const START = new Date('2026-05-04T09:00:00Z');
const WINDOW_MS = 60_000;

/** A shared counter as the database keeps it, with the claims it was asked for. */
function sharedCounter() {
  const windows = new Map<string, { total: number; resetAt: Date }>();
  const claims: number[] = [];
  let release: (() => void) | undefined;
  let held = false;
  const claim: ClaimHits = async (key, count, at) => {
    claims.push(count);
    if (held) await new Promise<void>((resolve) => (release = resolve));
    const current = windows.get(key);
    const next =
      current && current.resetAt > at
        ? { total: current.total + count, resetAt: current.resetAt }
        : { total: count, resetAt: new Date(at.getTime() + WINDOW_MS) };
    windows.set(key, next);
    return next;
  };
  return {
    claim,
    claims,
    total: (key: string) => windows.get(key)?.total,
    /** Claims wait until released: the database answering slowly. */
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      release?.();
    },
  };
}

describe('hit counter', () => {
  let now = START;
  const clock = () => now;
  beforeEach(() => {
    now = START;
  });

  it.each([
    [1, 4, [1, 2, 3, 4], [1, 1, 1, 1]],
    [3, 4, [1, 2, 3, 4], [3, 3]],
    [6, 7, [1, 2, 3, 4, 5, 6, 7], [6, 6]],
  ])(
    'with blocks of %i, %i hits one after the other count %j, claiming %j',
    async (block, hits, totals, claimed) => {
      const shared = sharedCounter();
      const counter = createHitCounter({ block, claim: shared.claim, now: clock });
      const counted: number[] = [];
      for (let i = 0; i < hits; i++) counted.push((await counter.hit('client')).totalHits);
      expect(counted).toEqual(totals);
      expect(shared.claims).toEqual(claimed);
    },
  );

  it('claims for a burst at once, as many hits as wait, each counted once', async () => {
    const shared = sharedCounter();
    const counter = createHitCounter({ block: 1, claim: shared.claim, now: clock });
    shared.hold();
    const first = counter.hit('client');
    const burst = Array.from({ length: 20 }, () => counter.hit('client'));
    shared.release();
    const totals = (await Promise.all([first, ...burst])).map((hit) => hit.totalHits);
    expect(totals).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    expect(shared.claims).toEqual([1, 20]);
    expect(shared.total('client')).toBe(21);
  });

  it('counts what other instances claimed, and starts over when the window ends', async () => {
    const shared = sharedCounter();
    const [one, two] = [0, 1].map(() => createHitCounter({ block: 2, claim: shared.claim, now: clock }));
    if (!one || !two) throw new Error('two counters');
    expect((await one.hit('client')).totalHits).toBe(1);
    // The other instance sees the first's whole block: its unused hit counts too.
    expect((await two.hit('client')).totalHits).toBe(3);
    expect((await one.hit('client')).totalHits).toBe(2);
    now = new Date(START.getTime() + WINDOW_MS);
    expect((await one.hit('client')).totalHits).toBe(1);
  });

  it('keeps clients apart', async () => {
    const shared = sharedCounter();
    const counter = createHitCounter({ block: 5, claim: shared.claim, now: clock });
    await counter.hit('a');
    expect((await counter.hit('b')).totalHits).toBe(1);
    expect((await counter.hit('a')).totalHits).toBe(2);
  });

  it('fails the waiting hits when a claim fails, and claims again for the next', async () => {
    let fail = true;
    const shared = sharedCounter();
    const claim: ClaimHits = (key, count, at) =>
      fail ? Promise.reject(new Error('database down')) : shared.claim(key, count, at);
    const counter = createHitCounter({ block: 3, claim, now: clock });
    await expect(counter.hit('client')).rejects.toThrow('database down');
    fail = false;
    expect((await counter.hit('client')).totalHits).toBe(1);
  });

  it('forgets its unused hits when the client is reset', async () => {
    const shared = sharedCounter();
    const counter = createHitCounter({ block: 3, claim: shared.claim, now: clock });
    await counter.hit('client');
    counter.forget('client');
    await counter.hit('client');
    expect(shared.claims).toEqual([3, 3]);
  });
});

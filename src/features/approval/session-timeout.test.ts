import { describe, expect, it, vi } from 'vitest';
import { SESSION_TIMEOUT_MS, startInactivityTimer, type TimerClock } from './session-timeout.ts';

/** A clock whose time only moves when the test says so. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: TimerClock = {
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  };
  return { clock, advance };
}

describe('startInactivityTimer', () => {
  it.each([
    ['no activity, just before 20 minutes', [], SESSION_TIMEOUT_MS - 1, 0],
    ['no activity, at 20 minutes', [], SESSION_TIMEOUT_MS, 1],
    ['activity at 19 minutes, 20 minutes after start', [19 * 60_000], 60_000, 0],
    ['activity at 19 minutes, 20 minutes after it', [19 * 60_000], SESSION_TIMEOUT_MS, 1],
  ])('%s', (_name, touches, after, expectedCalls) => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const timer = startInactivityTimer(onExpire, clock);
    for (const at of touches) {
      advance(at);
      timer.touch();
    }
    advance(after);
    expect(onExpire).toHaveBeenCalledTimes(expectedCalls);
  });

  it('expires once and ignores activity after that or after stop', () => {
    const { clock, advance } = manualClock();
    const onExpire = vi.fn();
    const timer = startInactivityTimer(onExpire, clock, 1000);
    advance(1000);
    timer.touch();
    advance(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    const stopped = vi.fn();
    const other = startInactivityTimer(stopped, clock, 1000);
    other.stop();
    other.touch();
    advance(5000);
    expect(stopped).not.toHaveBeenCalled();
  });
});

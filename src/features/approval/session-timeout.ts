/**
 * Inactivity expiry of the wizard's form steps (spec: 20 minutes, then 'Sesiune expirata.' and a
 * redirect to / after 30 s). The timer takes its clock as a parameter so tests (and Playwright's
 * `page.clock`, which replaces the browser's timers) decide when time passes.
 */
export const SESSION_TIMEOUT_MS = 20 * 60 * 1000;
export const EXPIRED_REDIRECT_MS = 30 * 1000;

export interface TimerClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: TimerClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface InactivityTimer {
  /** Activity seen: the countdown starts again. */
  touch(): void;
  stop(): void;
}

/** Calls `onExpire` once, `timeoutMs` after the last `touch` (or the start). */
export function startInactivityTimer(
  onExpire: () => void,
  clock: TimerClock = browserClock,
  timeoutMs: number = SESSION_TIMEOUT_MS,
): InactivityTimer {
  let handle: unknown = null;
  let stopped = false;
  const arm = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = clock.setTimeout(() => {
      handle = null;
      stopped = true;
      onExpire();
    }, timeoutMs);
  };
  arm();
  return {
    touch: () => {
      if (!stopped) arm();
    },
    stop: () => {
      stopped = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
  };
}

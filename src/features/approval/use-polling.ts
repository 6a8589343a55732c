/**
 * Repeats an async check until it reports done: once at once, then every `intervalMs` (spec
 * timings: company step 1 every 10 s, step 2 every 5 s, the identification link every 2 s).
 * Uses the browser's timers, so Playwright's `page.clock` controls it. A failed poll is ignored
 * (spec: polling GETs fail silently) and simply tried again at the next tick.
 */
import { useEffect, useRef } from 'react';

export function usePolling(check: () => Promise<boolean>, intervalMs: number, enabled: boolean): void {
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const done = await latest.current().catch(() => false);
      if (!(cancelled || done)) handle = setTimeout(tick, intervalMs);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  }, [intervalMs, enabled]);
}

export const POLL_COMPANY_CHECK1_MS = 10_000;
export const POLL_COMPANY_CHECK2_MS = 5_000;
export const POLL_DOCHUB_MS = 2_000;

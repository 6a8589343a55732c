/**
 * Watches the shopper's input on a form step and reports expiry after 20 minutes without any
 * (see session-timeout.ts). Keys, pointer and form input count as activity.
 */
import { useEffect, useRef } from 'react';
import { browserClock, startInactivityTimer, type TimerClock } from './session-timeout.ts';

const ACTIVITY_EVENTS = ['input', 'change', 'keydown', 'pointerdown'] as const;

export function useSessionTimeout(
  enabled: boolean,
  onExpire: () => void,
  clock: TimerClock = browserClock,
): void {
  const latest = useRef(onExpire);
  latest.current = onExpire;
  useEffect(() => {
    if (!enabled) return;
    const timer = startInactivityTimer(() => latest.current(), clock);
    const touch = () => timer.touch();
    for (const name of ACTIVITY_EVENTS)
      document.addEventListener(name, touch, { capture: true, passive: true });
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, touch, { capture: true });
    };
  }, [enabled, clock]);
}

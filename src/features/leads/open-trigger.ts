/**
 * How the car page opens a lead modal without any JS of its own: a link to the modal's hash
 * (#vizionare) or a window CustomEvent from another island (the financing panel's 'Alerta stoc').
 * Closing removes the hash without a history entry, so the same link opens it again.
 */
import { useCallback, useEffect, useState } from 'react';

export const STOCK_ALERT_HASH = '#alerta-stoc';
export const VIEWING_HASH = '#vizionare';
export const OTHER_FINANCING_HASH = '#alta-finantare';
export const OPEN_VIEWING = 'open-viewing';
export const OPEN_OTHER_FINANCING = 'open-other-financing';

export interface OpenTrigger {
  readonly open: boolean;
  /** True from the first opening on: the dialog's code is loaded then and kept (with its values). */
  readonly opened: boolean;
  readonly close: () => void;
}

export function useOpenTrigger(hash: string, eventName: string): OpenTrigger {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const show = () => {
      setOpen(true);
      setOpened(true);
    };
    const fromHash = () => {
      if (window.location.hash === hash) show();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    window.addEventListener(eventName, show);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener(eventName, show);
    };
  }, [hash, eventName]);

  const close = useCallback(() => {
    if (window.location.hash === hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    setOpen(false);
  }, [hash]);

  return { open, opened, close };
}

/** Lets any script open a lead modal: `requestOpen(OPEN_VIEWING)`. */
export function requestOpen(eventName: string): void {
  window.dispatchEvent(new CustomEvent(eventName));
}

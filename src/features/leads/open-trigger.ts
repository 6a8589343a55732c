/**
 * How the car page opens a lead modal without any JS of its own: the island waits with
 * `client:hash={requestFor(hash)}` until a link to its hash (#vizionare) is clicked, the address
 * carries the hash, or another island asks with `openHash` (the financing panel's 'Alerta stoc').
 * Clicks on its links are taken over like the contact modal's, and closing removes the hash,
 * neither adding a history entry, so the same link opens it again.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  clearHash,
  type HashRequest,
  requestedHash,
  takeHashClick,
} from '../../lib/on-demand/hash-request.ts';

export { STOCK_ALERT_HASH } from '../financing/stock-alert-event.ts';
export const VIEWING_HASH = '#vizionare';
export const OTHER_FINANCING_HASH = '#alta-finantare';

/** The `client:hash` value of a modal opened by one hash of the car page. */
export const requestFor = (hash: string): HashRequest => ({ hashes: [hash] });

export interface OpenTrigger {
  readonly open: boolean;
  /** True from the first opening on: the dialog's code is loaded then and kept (with its values). */
  readonly opened: boolean;
  readonly close: () => void;
}

export function useOpenTrigger(hash: string): OpenTrigger {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const request = requestFor(hash);
    const show = () => {
      setOpen(true);
      setOpened(true);
    };
    const fromHash = () => {
      if (requestedHash(window.location.hash, request)) show();
    };
    const onClick = (event: MouseEvent) => {
      if (takeHashClick(event, window, request)) show();
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      document.removeEventListener('click', onClick);
    };
  }, [hash]);

  const close = useCallback(() => {
    clearHash(window, requestFor(hash));
    setOpen(false);
  }, [hash]);

  return { open, opened, close };
}

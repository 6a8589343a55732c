import { type MouseEvent, useSyncExternalStore } from 'react';
import { primaryAction } from '../../domain/catalog/visibility.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { roFinancing } from '../../i18n/ro.ts';
import { useLiveVisibility } from '../catalog/LiveCarStatus.tsx';
import { requestStockAlert } from './stock-alert-event.ts';

export interface OfferActionProps {
  readonly sku: string;
  /** The car's car_visibility_id: a reserved car (4) leaves only the stock alert. */
  readonly visibility: CarSummary['car_visibility_id'];
  /** The wizard's address, or null when the offer cannot be priced (nothing to reserve). */
  readonly href: string | null;
  /** Saves the panel's choice for the wizard; may cancel the navigation (no pickup date yet). */
  readonly onReserve: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const noSubscription = () => () => {};

/**
 * The offer panel's main button: 'Alerta stoc' on a reserved car, else 'Rezerva acum', a link into
 * the wizard that first saves the panel's choice. Until the island has hydrated neither can work
 * (the wizard, finding no car saved, would send the visitor back to the list), so the pre-built
 * markup shows them disabled and hydration enables them. A car reserved since the build (the
 * page's live status, LiveCarStatus.tsx) offers the stock alert at once.
 */
export function OfferAction({ sku, visibility, href, onReserve }: OfferActionProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const liveVisibility = useLiveVisibility(sku, visibility);
  if (primaryAction({ car_visibility_id: liveVisibility }) === 'stock-alert') {
    return (
      <button type="button" className="button" disabled={!hydrated} onClick={requestStockAlert}>
        {roFinancing.stockAlert}
      </button>
    );
  }
  if (href === null || !hydrated) {
    return (
      <button type="button" className="button" disabled>
        {roFinancing.reserveNow}
      </button>
    );
  }
  return (
    <a className="button" href={href} onClick={onReserve}>
      {roFinancing.reserveNow}
    </a>
  );
}

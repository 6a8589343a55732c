/**
 * 'Solicita o vizionare' island for the car page. Only the opener ships with the page; the dialog
 * loads on the first #vizionare link (client:hash).
 */
import { lazy, Suspense } from 'react';
import type { CarLocation } from '../../domain/catalog/viewing-slots.ts';
import type { ShopNow } from '../../domain/dates.ts';
import { useOpenTrigger, VIEWING_HASH } from './open-trigger.ts';

const ViewingDialog = lazy(() => import('./ViewingDialog.tsx'));

export interface ViewingModalProps {
  readonly carId: number;
  readonly sku: string;
  /** The car's location with opening hours and the bookings known when the page was built. */
  readonly location: CarLocation;
  /** Day and hour in Romania; defaults to the visitor's clock (the page may be built days earlier). */
  readonly now?: ShopNow;
}

export function ViewingModal(props: ViewingModalProps) {
  const { open, opened, close } = useOpenTrigger(VIEWING_HASH);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ViewingDialog {...props} open={open} onClose={close} />
    </Suspense>
  );
}

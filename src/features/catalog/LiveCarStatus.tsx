/**
 * The car page's status line ('Masina a fost deja rezervata...', 'Disponibila din ...'), first as
 * built, then as the live API says. A car reserved since the build (a paid reservation fee) reads
 * reserved at once, not after the next rebuild: this island asks GET /cars/{sku}?tables=none (the car
 * without its ~100 KB of price tables, which the page already has; revalidating any
 * browser copy) and shares the answer, so the offer button of the same page (OfferAction) turns into
 * the stock alert too. One small module, no CMS schemas, no @nanostores/react: every car page
 * carries it within the 20 KB island budget (tests/e2e/js-budget.spec.ts).
 */
import { atom } from 'nanostores';
import { useEffect, useSyncExternalStore } from 'react';
import { type CarRules, visibilityMessage } from '../../domain/catalog/visibility.ts';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';

type Visibility = CarSummary['car_visibility_id'];

const KNOWN: readonly unknown[] = [1, 2, 4, 5];

/** The live answer for the page's car (a car page shows one car); null until it arrives. */
export const $liveVisibility = atom<{ sku: string; visibility: Visibility } | null>(null);

/** Asks GET /cars/{sku} and records the answer; a failed call keeps the built value. */
async function refreshLiveVisibility(sku: string): Promise<void> {
  try {
    const response = await fetch(`${browserCmsUrl()}/cars/${encodeURIComponent(sku)}?tables=none`, {
      cache: 'no-cache',
    });
    const visibility: unknown = response.ok ? (await response.json())?.car_visibility_id : null;
    if (KNOWN.includes(visibility)) $liveVisibility.set({ sku, visibility: visibility as Visibility });
  } catch {
    // Offline or the API is down: the built page stays as built.
  }
}

/** The visibility to show: the live answer once known, else the built one. */
export function useLiveVisibility(sku: string, built: Visibility): Visibility {
  const live = useSyncExternalStore($liveVisibility.listen, $liveVisibility.get, () => null);
  return live?.sku === sku ? live.visibility : built;
}

export interface LiveCarStatusProps {
  readonly car: CarRules;
}

export function LiveCarStatus({ car }: LiveCarStatusProps) {
  const visibility = useLiveVisibility(car.sku, car.car_visibility_id);
  useEffect(() => {
    void refreshLiveVisibility(car.sku);
  }, [car.sku]);
  const message = visibilityMessage({ ...car, car_visibility_id: visibility });
  return message === null ? null : (
    <p className="car-page__status" role="status">
      {message}
    </p>
  );
}

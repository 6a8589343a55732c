/**
 * A built car page shows the visibility of its build; a car reserved since (a paid reservation fee)
 * must read reserved at once, not after the next rebuild. The page's status island asks the API
 * (revalidating any browser copy) and shares the answer here, so the offer button of the same page
 * turns into the stock alert too.
 */
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import type { CarSummary } from '../../lib/cms/schemas.ts';
import { browserCmsUrl } from '../../lib/site-config.ts';

type Visibility = CarSummary['car_visibility_id'];

/**
 * The one field this needs, read without the CMS schemas: importing them would put ~5 KB of
 * schema code on every car page (the 20 KB island budget, tests/e2e/js-budget.spec.ts).
 */
function visibilityIn(data: unknown): Visibility | null {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).car_visibility_id : null;
  return value === 1 || value === 2 || value === 4 || value === 5 ? value : null;
}

/** The live visibility by SKU; a car missing here shows its built value. */
export const $liveVisibility = atom<Readonly<Record<string, Visibility>>>({});

/** Asks GET /cars/{sku} and records the answer; a failed call keeps the built value. */
export async function refreshLiveVisibility(sku: string): Promise<void> {
  try {
    const response = await fetch(`${browserCmsUrl()}/cars/${encodeURIComponent(sku)}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const visibility = visibilityIn(await response.json());
    if (visibility !== null) $liveVisibility.set({ ...$liveVisibility.get(), [sku]: visibility });
  } catch {
    // Offline or the API is down: the built page stays as built.
  }
}

const NONE_YET: Readonly<Record<string, Visibility>> = {};

/**
 * The visibility to show: the live answer once known, else the built one. React's own store hook,
 * not @nanostores/react: that would add ~3 KB to every car page for one subscription.
 */
export function useLiveVisibility(sku: string, built: Visibility): Visibility {
  const live = useSyncExternalStore(
    (onChange) => $liveVisibility.listen(onChange),
    () => $liveVisibility.get(),
    () => NONE_YET,
  );
  return live[sku] ?? built;
}

/**
 * A built car page shows the visibility of its build; a car reserved since (a paid reservation fee)
 * must read reserved at once, not after the next rebuild. The page's status island asks the API
 * (revalidating any browser copy) and shares the answer here, so the offer button of the same page
 * turns into the stock alert too. Kept tiny (no CMS schemas, no @nanostores/react): every car page
 * carries it within the 20 KB island budget (tests/e2e/js-budget.spec.ts).
 */
import { atom } from 'nanostores';
import { useSyncExternalStore } from 'react';
import type { CarSummary } from '../../lib/cms/schemas.ts';
import { browserCmsUrl } from '../../lib/site-config.ts';

type Visibility = CarSummary['car_visibility_id'];

const KNOWN: readonly unknown[] = [1, 2, 4, 5];

/** The live answer for the page's car (a car page shows one car); null until it arrives. */
export const $liveVisibility = atom<{ sku: string; visibility: Visibility } | null>(null);

/** Asks GET /cars/{sku} and records the answer; a failed call keeps the built value. */
export async function refreshLiveVisibility(sku: string): Promise<void> {
  try {
    const response = await fetch(`${browserCmsUrl()}/cars/${encodeURIComponent(sku)}`, { cache: 'no-cache' });
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

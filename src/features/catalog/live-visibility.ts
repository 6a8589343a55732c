/**
 * A built car page shows the visibility of its build; a car reserved since (a paid reservation fee)
 * must read reserved at once, not after the next rebuild. The page's status island asks the API
 * (revalidating any browser copy) and shares the answer here, so the offer button of the same page
 * turns into the stock alert too.
 */
import { atom } from 'nanostores';
import * as v from 'valibot';
import { type CarSummary, VISIBILITY_IDS } from '../../lib/cms/schemas.ts';
import { browserCmsUrl } from '../../lib/site-config.ts';

type Visibility = CarSummary['car_visibility_id'];

/** The live visibility by SKU; a car missing here shows its built value. */
export const $liveVisibility = atom<Readonly<Record<string, Visibility>>>({});

const liveSchema = v.object({ car_visibility_id: v.picklist(VISIBILITY_IDS) });

/** Asks GET /cars/{sku} and records the answer; a failed call keeps the built value. */
export async function refreshLiveVisibility(sku: string): Promise<void> {
  try {
    const response = await fetch(`${browserCmsUrl()}/cars/${encodeURIComponent(sku)}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return;
    const parsed = v.safeParse(liveSchema, await response.json());
    if (parsed.success)
      $liveVisibility.set({ ...$liveVisibility.get(), [sku]: parsed.output.car_visibility_id });
  } catch {
    // Offline or the API is down: the built page stays as built.
  }
}

/** The visibility to show: the live answer once known, else the built one. */
export const visibilityOf = (live: Readonly<Record<string, Visibility>>, sku: string, built: Visibility) =>
  live[sku] ?? built;

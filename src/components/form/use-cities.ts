/**
 * The localities of the chosen county for a locality select: empty while none is chosen or the
 * list is on its way, null when it could not be read. An answer for a county the visitor has
 * already left is dropped, so a slow answer never fills the select of the next county.
 * `onCountyChange` runs when the county changes after the first render (not on mount, so a
 * restored locality survives): a locality of the previous county must never be sent with the new one.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { City } from '../../domain/cms-schemas.ts';
import { fetchCities } from '../../lib/api/localities.ts';

export function useCities(
  countyId: number | string | null,
  onCountyChange: () => void,
): readonly City[] | null {
  const [cities, setCities] = useState<readonly City[] | null>([]);
  const shownCounty = useRef(countyId);
  const countyChanged = useEffectEvent(onCountyChange);
  useEffect(() => {
    if (shownCounty.current !== countyId) {
      shownCounty.current = countyId;
      countyChanged();
    }
    setCities([]);
    if (countyId === null || countyId === '') return;
    let current = true;
    void fetchCities(countyId).then((list) => {
      if (current) setCities(list);
    });
    return () => {
      current = false;
    };
  }, [countyId]);
  return cities;
}

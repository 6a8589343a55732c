/**
 * The localities of the chosen county for a locality select: empty while none is chosen or the
 * list is on its way, null when it could not be read. An answer for a county the visitor has
 * already left is dropped, so a slow answer never fills the select of the next county.
 * `onCountyChange` runs when the county changes after the first render (not on mount, so a
 * restored locality survives): a locality of the previous county must never be sent with the new one.
 * The option lists are written once here because the server reads the county by id and the
 * locality by name; every county/locality pair of selects must send them so.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { City, County } from '../../domain/cms-schemas.ts';
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

/** A county select's options: the county is sent by id. */
export const countyOptions = (counties: readonly County[] | null) =>
  (counties ?? []).map((county) => ({ value: String(county.id), label: county.name }));

/** A locality select's options: the locality is sent by name. */
export const cityOptions = (cities: readonly City[] | null) =>
  (cities ?? []).map((city) => ({ value: city.name, label: city.name }));

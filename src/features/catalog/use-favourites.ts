/**
 * The list cards' hearts (issue 37): the favourites store (src/stores/car-picks.ts, validated on
 * read, shared with the car page and the header's count) followed by the list island.
 */
import { useEffect, useState } from 'react';
import { $favourites, toggleFavourite } from '../../stores/car-picks.ts';

export interface FavouritePicker {
  readonly saved: boolean;
  readonly onToggle: () => void;
}

export function useFavourites(): { pickerFor: (sku: string) => FavouritePicker } {
  // Empty until hydrated: the server-rendered cards cannot know this browser's favourites.
  const [skus, setSkus] = useState<readonly string[]>([]);
  useEffect(() => $favourites.subscribe((value) => setSkus(value)), []);
  return {
    pickerFor: (sku) => ({ saved: skus.includes(sku), onToggle: () => toggleFavourite(sku) }),
  };
}

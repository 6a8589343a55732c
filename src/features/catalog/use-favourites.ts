/**
 * The list cards' hearts (issue 37): the favourites store (src/stores/car-picks.ts, validated on
 * read, shared with the car page and the header's count) followed by the list island. The store
 * and nanostores load after hydration, not with the list: they were 2.9 KB gzip of the list page's
 * 20 KB island budget (tests/e2e/js-budget.spec.ts); a heart pressed before they arrive waits for
 * them.
 */
import { useEffect, useState } from 'react';

type Store = typeof import('../../stores/car-picks.ts');
let loading: Promise<Store> | null = null;
const store = (): Promise<Store> => {
  loading ??= import('../../stores/car-picks.ts');
  return loading;
};

export interface FavouritePicker {
  readonly saved: boolean;
  readonly onToggle: () => void;
}

export function useFavourites(): { pickerFor: (sku: string) => FavouritePicker } {
  // Empty until the store is read: the server-rendered cards cannot know this browser's favourites.
  const [skus, setSkus] = useState<readonly string[]>([]);
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    store().then(({ $favourites }) => {
      if (!cancelled) unsubscribe = $favourites.subscribe((value) => setSkus(value));
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);
  return {
    pickerFor: (sku) => ({
      saved: skus.includes(sku),
      onToggle: () => void store().then(({ toggleFavourite }) => toggleFavourite(sku)),
    }),
  };
}

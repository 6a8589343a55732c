/**
 * The list cards' hearts (issue 37): the favourites store (src/stores/car-picks.ts, validated on
 * read, shared with the car page and the header's count) followed by the list island. The store
 * and nanostores load after hydration, not with the list: they were 2.9 KB gzip of the list page's
 * 20 KB island budget (tests/e2e/js-budget.spec.ts); a heart pressed before they arrive waits for
 * them. The pre-built cards the island adopts get theirs from useAdoptedHearts.
 */
import { useEffect, useRef, useState } from 'react';
import { onStaticHeart, showStaticHearts } from './static-hearts.ts';

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

export interface Favourites {
  /** The saved SKUs; null until the store is read (the server-rendered cards cannot know them). */
  readonly skus: readonly string[] | null;
  readonly pickerFor: (sku: string) => FavouritePicker;
}

export function useFavourites(): Favourites {
  const [skus, setSkus] = useState<readonly string[] | null>(null);
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
    skus,
    pickerFor: (sku) => ({
      saved: skus?.includes(sku) ?? false,
      onToggle: () => void store().then(({ toggleFavourite }) => toggleFavourite(sku)),
    }),
  };
}

/**
 * The hearts of the pre-built cards while the list island adopts them (FilterBar.tsx): the build
 * renders them hidden (no script could press them yet); once the store is read they show, pressed
 * for the saved cars, and a press toggles the car as on the island's own cards.
 */
export function useAdoptedHearts(adopted: boolean, favourites: Favourites): void {
  const { skus, pickerFor } = favourites;
  useEffect(() => {
    const grid = document.querySelector('[data-static-grid]');
    if (adopted && grid && skus !== null) showStaticHearts(grid, skus);
  }, [adopted, skus]);
  // pickerFor's toggle reads the store, never the render's list: the first one serves throughout.
  const toggle = useRef(pickerFor);
  useEffect(() => {
    const grid = document.querySelector('[data-static-grid]');
    if (!adopted || !grid) return;
    return onStaticHeart(grid, (sku) => toggle.current(sku).onToggle());
  }, [adopted]);
}

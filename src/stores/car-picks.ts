/**
 * Favourites and the comparison's picks, in this browser's localStorage (shared by its tabs), read
 * through readSkuList. No account, nothing sent to the server but the SKUs a page asks about.
 */
import {
  COMPARED_KEY,
  FAVOURITES_CHANGED,
  FAVOURITES_KEY,
  MAX_COMPARED,
  MAX_FAVOURITES,
  type PickOutcome,
  readSkuList,
  togglePick,
} from '../domain/catalog/car-picks.ts';
import { persistedAtom } from './persisted.ts';

const EMPTY: string[] = [];

const favourites = persistedAtom<string[]>(
  FAVOURITES_KEY,
  EMPTY,
  (raw) => readSkuList(raw, MAX_FAVOURITES),
  true,
);
const compared = persistedAtom<string[]>(COMPARED_KEY, EMPTY, (raw) => readSkuList(raw, MAX_COMPARED), true);

export const $favourites = favourites.store;
export const $compared = compared.store;

export function toggleFavourite(sku: string): PickOutcome {
  const outcome = togglePick($favourites.get(), sku, MAX_FAVOURITES, true);
  $favourites.set(outcome.skus.length === 0 ? EMPTY : outcome.skus);
  window.dispatchEvent(new Event(FAVOURITES_CHANGED));
  return outcome;
}

/** `full`: three cars are already compared, and this one was not added. */
export function toggleCompared(sku: string): PickOutcome {
  const outcome = togglePick($compared.get(), sku, MAX_COMPARED, false);
  $compared.set(outcome.skus.length === 0 ? EMPTY : outcome.skus);
  return outcome;
}

export const carPicksStorage = [favourites, compared] as const;

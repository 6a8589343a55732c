/**
 * The cars a shopper keeps without an account (issue 37): favourites and the comparison's picks,
 * as lists of SKUs in the browser. Read like every stored value: anything that is not a list of
 * valid SKUs is dropped, duplicates go, and the list is cut to its limit, so a tampered or old
 * value can never break a page.
 */
import { SKU_PATTERN } from '../ids.ts';

/** Where the favourites live (src/stores/car-picks.ts; the header's count reads them too). */
export const FAVOURITES_KEY = 'favoriteCars';
/** Where the comparison's picks live. */
export const COMPARED_KEY = 'comparedCars';
/** Sent on window when this page changed the favourites (the header's count listens). */
export const FAVOURITES_CHANGED = 'favourites-change';

/** Favourites a browser keeps; the oldest go first past it (one batched detail read covers it). */
export const MAX_FAVOURITES = 50;
/** Cars compared side by side: three columns still fit a phone with the labels kept. */
export const MAX_COMPARED = 3;

/** A stored list: valid SKUs, each once, at most `max` (the newest kept). Anything else: undefined. */
export function readSkuList(raw: unknown, max: number): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const skus = [
    ...new Set(raw.filter((item): item is string => typeof item === 'string' && SKU_PATTERN.test(item))),
  ];
  return skus.slice(Math.max(0, skus.length - max));
}

export type PickOutcome = { readonly skus: string[]; readonly full: boolean };

/**
 * Adds `sku` (at the end) or removes it. Favourites past their limit drop the oldest; the
 * comparison refuses a fourth car (`full`), since which one to drop is the shopper's choice.
 */
export function togglePick(
  skus: readonly string[],
  sku: string,
  max: number,
  dropOldest: boolean,
): PickOutcome {
  if (skus.includes(sku)) return { skus: skus.filter((item) => item !== sku), full: false };
  if (skus.length < max) return { skus: [...skus, sku], full: false };
  if (!dropOldest) return { skus: [...skus], full: true };
  return { skus: [...skus.slice(skus.length - max + 1), sku], full: false };
}

/** The favourites page. */
export const FAVOURITES_PATH = '/favorite';

/** The comparison's address (`/compara?masini=A,B`), so a comparison can be sent as a link. */
export const COMPARE_PATH = '/compara';
export const compareHref = (skus: readonly string[]): string =>
  skus.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?masini=${skus.join(',')}`;

/** The SKUs of a comparison link, read like a stored list. */
export function skusOfCompareQuery(search: string): string[] {
  const value = new URLSearchParams(search).get('masini') ?? '';
  return (
    readSkuList(
      value.split(',').filter((item) => item !== ''),
      MAX_COMPARED,
    ) ?? []
  );
}

/**
 * Category words of the list URLs (/masini/{category}) and the car-category ids they stand for
 * (spec section 4): abonament [1], rulate [2], putin-rulate [3], finantare [2,3], none/toate [1,2,3].
 */
import { roCatalog } from '../../i18n/ro.ts';
// Type-only: the tuple stays in cms-schemas.ts (its picklist) without this module's texts riding along.
import type { CATEGORY_IDS } from '../cms-schemas.ts';

export type CategoryId = (typeof CATEGORY_IDS)[number];
export type CategoryWord = 'abonament' | 'rulate' | 'putin-rulate' | 'finantare' | 'toate';

const IDS_BY_WORD: Readonly<Record<CategoryWord, readonly CategoryId[]>> = {
  abonament: [1],
  rulate: [2],
  'putin-rulate': [3],
  finantare: [2, 3],
  toate: [1, 2, 3],
};

/** The words that get their own pre-built list page (/masini/{word}); /masini itself is "all". */
export const LIST_CATEGORY_WORDS = ['abonament', 'rulate', 'putin-rulate', 'finantare'] as const;

export function isCategoryWord(word: string): word is CategoryWord {
  return Object.hasOwn(IDS_BY_WORD, word);
}

/** categoryIdsFor('finantare') → [2, 3]; no word → all; an unknown word → null (not found). */
export function categoryIdsFor(word: string | undefined): readonly CategoryId[] | null {
  if (word === undefined || word === '') return IDS_BY_WORD.toate;
  return isCategoryWord(word) ? IDS_BY_WORD[word] : null;
}

/** The word a single category id is known by, e.g. for analytics: 2 → 'rulate'. */
export function categoryWordOf(id: CategoryId): CategoryWord {
  if (id === 1) return 'abonament';
  return id === 2 ? 'rulate' : 'putin-rulate';
}

/** Page title of a list: subscription, financing (rulate, putin-rulate, finantare) or all. */
export function listTitle(word: string | undefined): string {
  const ids = categoryIdsFor(word);
  if (ids === null || ids.length === 3) return roCatalog.titleAll;
  return ids.includes(1) ? roCatalog.titleSubscription : roCatalog.titleFinancing;
}

/** Subscription lists have no Pret filter: their cards show a monthly fee, not a car price. */
export function hidesPriceFilter(word: string | undefined): boolean {
  const ids = categoryIdsFor(word);
  return ids !== null && ids.length === 1 && ids[0] === 1;
}

/**
 * The plain list of every car of a list page, for visitors without JavaScript (the list page itself
 * pre-builds only its first page): fullListPath('abonament') → '/lista-masini/abonament',
 * fullListPath(undefined) → '/lista-masini'.
 */
export function fullListPath(word: string | undefined): string {
  return word === undefined || word === '' ? '/lista-masini' : `/lista-masini/${word}`;
}

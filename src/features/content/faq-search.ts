/**
 * FAQ search rules (spec section 4): a term of more than 3 characters filters every item of every
 * category, case-insensitively, on the question or the answer's visible text. Answers are HTML, so
 * tags are dropped and entities decoded first: searching "strong" must not match <strong>.
 */
import type { FaqCategory } from '../../domain/cms-schemas.ts';

export type FaqItem = FaqCategory['faqs'][number];

export interface FaqHit {
  readonly categoryId: number;
  readonly item: FaqItem;
}

/** Terms of this many characters or fewer show the category view instead of results. */
export const SEARCH_THRESHOLD = 3;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Block-level tags separate words; inline ones (strong, a, em) sit inside a word's run. */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|tr|td|th|table|blockquote|hr)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** `htmlToText('<p>Pret &amp; <strong>avans</strong></p>')` → 'Pret & avans' */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(ENTITY, (match, code: string) => decodeEntity(code) ?? match)
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(code: string): string | undefined {
  if (code[0] !== '#') return NAMED_ENTITIES[code.toLowerCase()];
  const point =
    code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
  return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : undefined;
}

/** Lower case without diacritics, so "asigurari" also finds "asigurări". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('ro');
}

export function isSearchActive(term: string): boolean {
  return term.trim().length > SEARCH_THRESHOLD;
}

/** Every item of every category whose question or answer text contains the term, in page order. */
export function searchFaqs(categories: readonly FaqCategory[], term: string): FaqHit[] {
  if (!isSearchActive(term)) return [];
  const needle = foldText(term.trim());
  return categories.flatMap((category) =>
    category.faqs
      .filter(
        (item) =>
          foldText(item.question).includes(needle) || foldText(htmlToText(item.answer)).includes(needle),
      )
      .map((item) => ({ categoryId: category.id, item })),
  );
}

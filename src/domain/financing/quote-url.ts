/**
 * A quote in the address bar (issue 37): the car page's panels write their terms into the query
 * (`?tip=credit&luni=48&avans=35`), so the URL a shopper copies, bookmarks or sends reopens the same
 * figures. Only the terms the chosen product uses are written; reading fills the rest from that
 * product's defaults and normalises like any stored value, so a hand-edited or stale link still
 * opens a valid offer (or none: the page then keeps the visitor's own terms).
 * Hand-written, not a valibot schema, for the car page's island budget (as readFinancingParams).
 */
import type { OrderType } from '../order/order-terms.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
  normalizeFinancingParams,
  withType,
} from './financing-params.ts';

/** The query's keys, Romanian as the shop's URLs are. */
export const QUOTE_KEYS = ['tip', 'persoana', 'moneda', 'luni', 'avans', 'rezidual', 'km'] as const;
type QuoteKey = (typeof QUOTE_KEYS)[number];

const TYPE_WORDS: Readonly<Record<OrderType, string>> = {
  credit: 'credit',
  leasing: 'leasing',
  carSubscription: 'abonament',
};
const PERSON_WORDS = { 1: 'pf', 2: 'pj' } as const;
const CURRENCY_WORDS = { 1: 'lei', 2: 'eur' } as const;

/** Which terms each product's quote carries (credit: an individual in lei, no residual). */
const KEYS_OF: Readonly<Record<OrderType, readonly QuoteKey[]>> = {
  credit: ['tip', 'luni', 'avans'],
  leasing: ['tip', 'persoana', 'moneda', 'luni', 'avans', 'rezidual'],
  carSubscription: ['tip', 'persoana', 'luni', 'km'],
};

function wordsOf(params: FinancingParams): Record<QuoteKey, string> {
  return {
    tip: TYPE_WORDS[params.type],
    persoana: PERSON_WORDS[params.person],
    moneda: CURRENCY_WORDS[params.currency],
    luni: String(params.months),
    avans: String(params.upFront),
    rezidual: String(params.residual),
    km: String(params.range),
  };
}

/**
 * `search` (a URL's query, with or without "?") with the quote of `params` in place of any earlier
 * one; other parameters (a campaign's utm_*, say) are kept.
 * @example withQuote('?utm_source=x', { ...credit, months: 48, upFront: 35 }) // 'utm_source=x&tip=credit&luni=48&avans=35'
 */
export function withQuote(search: string, params: FinancingParams): string {
  const query = new URLSearchParams(search);
  for (const key of QUOTE_KEYS) query.delete(key);
  const words = wordsOf(params);
  for (const key of KEYS_OF[params.type]) query.set(key, words[key]);
  return query.toString();
}

const keyOf = <T extends string | number>(
  table: Readonly<Record<T, string>>,
  word: string | null,
): T | undefined => (Object.keys(table) as T[]).find((key) => table[key] === word);

/** A whole number as the query writes it ("48"), or undefined. */
function count(word: string | null): number | undefined {
  if (word === null || !/^\d{1,6}$/.test(word)) return undefined;
  return Number(word);
}

/**
 * The terms a query carries, normalised, or undefined when it names no product. A term missing or
 * unreadable takes the product's default; values off the grid snap to it.
 */
export function readQuote(search: string): FinancingParams | undefined {
  const query = new URLSearchParams(search);
  const type = keyOf(TYPE_WORDS, query.get('tip'));
  if (type === undefined) return undefined;
  const base =
    type === 'carSubscription' ? DEFAULT_SUBSCRIPTION_PARAMS : withType(DEFAULT_FINANCING_PARAMS, type);
  const person = Number(keyOf(PERSON_WORDS, query.get('persoana')) ?? base.person) as 1 | 2;
  const currency = Number(keyOf(CURRENCY_WORDS, query.get('moneda')) ?? base.currency) as 1 | 2;
  return normalizeFinancingParams({
    type,
    person,
    currency,
    months: count(query.get('luni')) ?? base.months,
    upFront: count(query.get('avans')) ?? base.upFront,
    residual: count(query.get('rezidual')) ?? base.residual,
    range: count(query.get('km')) ?? base.range,
  });
}

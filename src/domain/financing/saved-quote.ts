/**
 * "Trimite-mi oferta" (issue 37): a quote kept for a shopper. The terms travel as the address bar's
 * quote (quote-url.ts) in its canonical form, so the form, the server and the link all read them
 * with the same codec; the e-mail's link carries only an unguessable token, which the server
 * resolves to the car and terms while the offer is valid.
 */
import { type IsoDate, wallClockIn } from '../dates.ts';
import { readQuote, withQuote } from './quote-url.ts';
import { SAVED_QUOTE_PARAM } from './saved-quote-address.ts';

/** How long a sent offer reopens with its terms (the e-mail states the last day). */
export const SAVED_QUOTE_DAYS = 30;

/** The longest canonical quote is ~70 characters; anything longer is not one. */
export const SAVED_QUOTE_TERMS_MAX = 200;

/** 32 random bytes as base64url: what the link carries. */
export const SAVED_QUOTE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `terms` is a quote exactly as the panels write it (`tip=credit&luni=48&avans=35`): one the
 * codec reads back to the same text, so a stored quote reopens unchanged.
 */
export function isCanonicalQuote(terms: string): boolean {
  if (terms.length > SAVED_QUOTE_TERMS_MAX) return false;
  const params = readQuote(terms);
  return params !== undefined && withQuote('', params) === terms;
}

const DAY_MS = 86_400_000;

/** When a quote sent at `sentAt` stops reopening its terms: exactly 30 days later. */
export function savedQuoteExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + SAVED_QUOTE_DAYS * DAY_MS);
}

export function isSavedQuoteValid(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** The validity as stated to the shopper: the day and the time in Romania. */
export interface QuoteValidity {
  readonly date: IsoDate;
  /** hh:mm */
  readonly time: string;
}

/** @example quoteValidity(new Date('2026-12-28T12:05:00Z')) // { date: '2026-12-28', time: '14:05' } */
export function quoteValidity(expiresAt: Date): QuoteValidity {
  const clock = wallClockIn(expiresAt);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${clock.year}-${two(clock.month)}-${two(clock.day)}`,
    time: `${two(clock.hour)}:${two(clock.minute)}`,
  };
}

/** The e-mail's link: the car page, which resolves the token (the panel's saved-quote notice). */
export function savedQuoteUrl(siteOrigin: string, sku: string, token: string): string {
  const origin = siteOrigin.replace(/\/+$/, '');
  return `${origin}/masina/${encodeURIComponent(sku)}?${SAVED_QUOTE_PARAM}=${encodeURIComponent(token)}#oferta`;
}

import { describe, expect, it } from 'vitest';
import {
  isCanonicalQuote,
  isSavedQuoteValid,
  quoteValidity,
  SAVED_QUOTE_TOKEN,
  savedQuoteExpiry,
  savedQuoteUrl,
} from './saved-quote.ts';

describe('isCanonicalQuote: only a quote exactly as the panels write it is kept', () => {
  it.each<[string, string, boolean]>([
    ['credit', 'tip=credit&luni=48&avans=35', true],
    ['leasing', 'tip=leasing&persoana=pj&moneda=eur&luni=36&avans=20&rezidual=10', true],
    ['subscription', 'tip=abonament&persoana=pf&luni=6&km=1500', true],
    ['keys in another order', 'luni=48&tip=credit&avans=35', false],
    ['a term off the grid', 'tip=credit&luni=50&avans=35', false],
    ['a term the product does not use', 'tip=credit&luni=48&avans=35&km=1000', false],
    ['a missing term', 'tip=credit&luni=48', false],
    ['another parameter', 'tip=credit&luni=48&avans=35&utm_source=x', false],
    ['a leading "?"', '?tip=credit&luni=48&avans=35', false],
    ['no product', 'luni=48&avans=35', false],
    ['empty', '', false],
    ['too long', `tip=credit&luni=48&avans=35${'&'.repeat(200)}`, false],
  ])('%s: %s', (_case, terms, expected) => {
    expect(isCanonicalQuote(terms)).toBe(expected);
  });
});

describe('the validity: 30 days to the minute, stated in Romania’s time', () => {
  it.each<[string, string, { date: string; time: string }]>([
    ['winter', '2026-11-28T10:15:00Z', { date: '2026-12-28', time: '12:15' }],
    // 30 × 24 h across the change to summer time: an hour later on the wall clock.
    ['across the spring change', '2026-03-10T08:00:00Z', { date: '2026-04-09', time: '11:00' }],
    ['late evening, next day in Romania', '2026-06-01T22:30:00Z', { date: '2026-07-02', time: '01:30' }],
  ])('%s', (_case, sent, stated) => {
    const expiresAt = savedQuoteExpiry(new Date(sent));
    expect(expiresAt.getTime() - Date.parse(sent)).toBe(30 * 86_400_000);
    expect(quoteValidity(expiresAt)).toEqual(stated);
  });

  it.each<[string, number, boolean]>([
    ['a second before', -1000, true],
    ['the moment itself', 0, false],
    ['after', 1000, false],
  ])('%s the expiry the offer is %s', (_case, offset, valid) => {
    const expiresAt = new Date('2026-12-28T10:15:00Z');
    expect(isSavedQuoteValid(expiresAt, new Date(expiresAt.getTime() + offset))).toBe(valid);
  });
});

describe('savedQuoteUrl', () => {
  it.each<[string, string, string]>([
    ['https://autoabonament.ro', 'PR-1001', 'https://autoabonament.ro/masina/PR-1001?oferta=TOKEN#oferta'],
    ['https://autoabonament.ro//', 'PR-1001', 'https://autoabonament.ro/masina/PR-1001?oferta=TOKEN#oferta'],
  ])('%s and %s', (origin, sku, expected) => {
    expect(savedQuoteUrl(origin, sku, 'TOKEN')).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['A'.repeat(43), true],
    ['a-b_c'.padEnd(43, 'z'), true],
    ['A'.repeat(42), false],
    [`${'A'.repeat(42)}=`, false],
  ])('the token %s is %s', (token, ok) => {
    expect(SAVED_QUOTE_TOKEN.test(token)).toBe(ok);
  });
});

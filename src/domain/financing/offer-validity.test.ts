import { describe, expect, it } from 'vitest';
import { defaultOffersValidUntil, isValidityCurrent } from './offer-validity.ts';

describe('isValidityCurrent', () => {
  it.each([
    ['2025-12-31', '2026-11-24', false],
    ['2026-11-23', '2026-11-24', false],
    ['2026-11-24', '2026-11-24', true],
    ['2027-12-31', '2026-11-24', true],
  ])('valid until %s on %s → %s', (validUntil, today, current) => {
    expect(isValidityCurrent(validUntil, today)).toBe(current);
  });
});

describe('defaultOffersValidUntil', () => {
  it.each([
    ['2026-11-24', '2027-12-31'],
    ['2026-01-01', '2027-12-31'],
    ['2027-12-31', '2028-12-31'],
  ])('seeded on %s → %s', (today, validUntil) => {
    expect(defaultOffersValidUntil(today)).toBe(validUntil);
    expect(isValidityCurrent(validUntil, today)).toBe(true);
  });
});

import { hasValidIbanCheckDigits, isValidRomanianIban, normalizeIban } from './iban.ts';

describe('normalizeIban', () => {
  it.each([
    ['ro49 aaaa 1b31 0075 9384 0000', 'RO49AAAA1B31007593840000'],
    ['  RO13RNCB0082044199530001 ', 'RO13RNCB0082044199530001'],
    ['ro65\tbtrl ronc rt01 2345 6789', 'RO65BTRLRONCRT0123456789'],
  ])('%j → %s', (raw, expected) => {
    expect(normalizeIban(raw)).toBe(expected);
  });
});

describe('isValidRomanianIban', () => {
  it.each([
    ['RO49AAAA1B31007593840000', true],
    ['RO13RNCB0082044199530001', true],
    ['RO65BTRLRONCRT0123456789', true],
    ['RO21INGB0000999901234567', true],
    ['RO48AAAA1B31007593840000', false], // right shape, wrong check digits
    ['RO49AAAA1B31007593840001', false], // one character changed
    ['RO49AAAA1B3100759384000', false], // 23 characters
    ['RO49AAAA1B310075938400000', false], // 25 characters
    ['DE89370400440532013000XX', false], // not RO
    ['ROA9AAAA1B31007593840000', false], // position 3 not a digit
    ['RO49AAAA1B3100759384000!', false],
    ['', false],
  ])('%s → %s', (iban, expected) => {
    expect(isValidRomanianIban(iban)).toBe(expected);
  });

  it('uses mod 97 on the rearranged number (DE example from ISO 13616)', () => {
    expect(hasValidIbanCheckDigits('DE89370400440532013000')).toBe(true);
    expect(hasValidIbanCheckDigits('DE88370400440532013000')).toBe(false);
  });
});

/**
 * Romanian IBAN check: the spec's shape rule (24 characters, RO, two digits at positions 3-4)
 * plus the ISO 13616 mod-97 check digits, so a well-shaped IBAN with a typo is refused too.
 */

export const ROMANIAN_IBAN_LENGTH = 24;

/** 'ro49 aaaa 1b31 0075 9384 0000' → 'RO49AAAA1B31007593840000' */
export function normalizeIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: move the first four characters to the end, letters become 10..35, remainder 1. */
export function hasValidIbanCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Expects a normalised IBAN (see normalizeIban). */
export function isValidRomanianIban(iban: string): boolean {
  return /^RO\d{2}[A-Z0-9]{20}$/.test(iban) && hasValidIbanCheckDigits(iban);
}

/**
 * The spec's price helper (section 5): "a number string has its last separated decimal part
 * dropped and separators removed, then rounded up to an integer".
 *
 * Read literally, in that order:
 * 1. a decimal part is the last '.' or ',' followed by one or two digits (a three-digit group
 *    after a separator is a thousands group in both '12.345' and '12,345', never decimals);
 * 2. the remaining '.', ',' and spaces are thousands separators and are removed;
 * 3. the digits left are rounded up to an integer, which after step 1 changes nothing for a
 *    string: the helper truncates the decimals. Numbers (no string to cut) are rounded up.
 */

const DECIMAL_PART = /[.,]\d{1,2}$/;
const SEPARATORS = /[.,\s]/g;
const DIGITS = /^\d+$/;

/** priceToInteger('12.345,67') === 12345; priceToInteger(12345.2) === 12346; bad input → null. */
export function priceToInteger(price: string | number): number | null {
  if (typeof price === 'number') return Number.isFinite(price) && price >= 0 ? Math.ceil(price) : null;
  const digits = price.trim().replace(DECIMAL_PART, '').replace(SEPARATORS, '');
  return DIGITS.test(digits) ? Math.ceil(Number(digits)) : null;
}

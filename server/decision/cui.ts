/**
 * Romanian CUI (cod unic de inregistrare) control digit: the digits before the control digit,
 * padded left to 9, are weighted 7,5,3,2,1,7,5,3,2; the sum times 10 modulo 11 is the control
 * digit, and a remainder of 10 becomes 0.
 */
const WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

/** The control digit for a CUI body (the CUI without its last digit). */
export function cuiControlDigit(body: string): number {
  const padded = body.padStart(WEIGHTS.length, '0');
  const sum = WEIGHTS.reduce((acc, weight, index) => acc + weight * Number(padded[index]), 0);
  const digit = (sum * 10) % 11;
  return digit === 10 ? 0 : digit;
}

/**
 * True for 2 to 10 digits (an optional RO prefix and spaces are tolerated) whose last digit is
 * the control digit of the others.
 * @example isValidCui('RO 18547290') // true
 */
export function isValidCui(input: string): boolean {
  const cui = normalizeCui(input);
  if (!/^\d{2,10}$/.test(cui)) return false;
  return cuiControlDigit(cui.slice(0, -1)) === Number(cui.slice(-1));
}

export function normalizeCui(input: string): string {
  return input.replace(/\s+/g, '').replace(/^RO/i, '');
}

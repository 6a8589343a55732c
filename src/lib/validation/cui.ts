/**
 * Romanian fiscal code (CUI / CIF): digits only, 5 to 10 long (the spec's minimum is 5), and the
 * last digit must be the control digit computed with the key 753217532.
 */

const CONTROL_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/** Control digit of a CUI body (the CUI without its last digit), left-padded to 9 digits. */
export function cuiControlDigit(body: string): number {
  const padded = body.padStart(CONTROL_KEY.length, '0');
  let sum = 0;
  CONTROL_KEY.forEach((weight, index) => {
    sum += weight * Number(padded[index]);
  });
  const control = (sum * 10) % 11;
  return control === 10 ? 0 : control;
}

export function isValidCui(cui: string): boolean {
  if (!/^\d{5,10}$/.test(cui)) return false;
  return cuiControlDigit(cui.slice(0, -1)) === Number(cui.slice(-1));
}

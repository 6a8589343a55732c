/**
 * Amounts typed by people in lei: '1.234,56' (Romanian), '1234.56', '1 234,5', '1,234.56'.
 * A separator followed by exactly three digits groups thousands; the last separator followed by one
 * or two digits is the decimal mark (lei have two decimals, so '1.234' is one thousand two hundred
 * thirty-four, never 1.234).
 */

const AMOUNT = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/;

/** parseLeiAmount('1.234,56') → 1234.56; anything not an amount → undefined. */
export function parseLeiAmount(input: string | number): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  const match = AMOUNT.exec(input.replace(/[\s\u00a0]/g, ''));
  if (!match) return undefined;
  const [, whole = '', thousandsMark, decimalMark, decimals] = match;
  if (thousandsMark && thousandsMark === decimalMark) return undefined;
  const integerPart = thousandsMark ? whole.split(thousandsMark).join('') : whole;
  return Number(decimals ? `${integerPart}.${decimals}` : integerPart);
}

/** Like parseLeiAmount, with an optional leading minus (a company's loss). */
export function parseSignedLeiAmount(input: string | number): number | undefined {
  if (typeof input === 'number') return parseLeiAmount(input);
  const text = input.trim();
  const amount = parseLeiAmount(text.replace(/^-/, ''));
  return amount !== undefined && text.startsWith('-') ? -amount : amount;
}

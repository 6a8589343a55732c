/**
 * Test cards of the payment sandbox, like a provider's test mode (documented in
 * docs/decision-engine.md). Only these numbers are accepted; any other well-formed card is declined.
 */

export type CardBehaviour = 'success' | 'decline' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'success',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
};

export interface CardInput {
  number: string;
  /** MM/YY (MMYY accepted) */
  expiry: string;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Luhn (mod 10) check over the digits of a card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '');

/**
 * A card is valid through the last day of its expiry month. MM/YY, or the four digits MMYY as
 * typed without the slash (the form inserts it as people type, but not without script).
 */
export function isExpiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const firstDayAfter = Date.UTC(2000 + Number(match[2]), month, 1);
  return now.getTime() < firstDayAfter;
}

/** The fields that are wrong, empty when the card can be charged. */
export function validateCard(card: CardInput, now: Date): CardField[] {
  const errors: CardField[] = [];
  if (!passesLuhn(normalizeCardNumber(card.number))) errors.push('number');
  if (!isExpiryInFuture(card.expiry, now)) errors.push('expiry');
  if (!/^\d{3}$/.test(card.cvc.trim())) errors.push('cvc');
  return errors;
}

export function cardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS[normalizeCardNumber(number)] ?? 'decline';
}

/**
 * What the card form shows again after refused fields: a valid number and expiry stay, so only the
 * refused field is typed anew; the CVC never goes back into a page (the card's secret: providers
 * never echo it), so it is always typed again.
 */
export function fieldsToKeep(
  card: CardInput,
  errors: readonly CardField[],
): { number: string; expiry: string } {
  return {
    number: errors.includes('number') ? '' : card.number,
    expiry: errors.includes('expiry') ? '' : card.expiry,
  };
}

/**
 * Until when the financing offers are valid: content (the CMS setting `offers_valid_until`), not a
 * date written into the texts. A date before today must never be published: the admin API refuses
 * it, and the site's build fails naming the setting when the date has passed since.
 */

export const OFFERS_VALID_UNTIL = 'offers_valid_until';

/** The seed's (and a fresh migration's) value: the last day of the year after `today`. */
export function defaultOffersValidUntil(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/** Valid through its own day; both yyyy-MM-dd, so text order is date order. */
export function isValidityCurrent(validUntil: string, today: string): boolean {
  return validUntil >= today;
}

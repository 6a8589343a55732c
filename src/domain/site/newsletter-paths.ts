/**
 * The newsletter's two pages, reached from its e-mails with the subscriber's secret in `?token=`:
 * the confirmation of a sign-up (double opt-in) and the one-click unsubscribe.
 */
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirmare';
export const NEWSLETTER_UNSUBSCRIBE_PAGE = '/newsletter/dezabonare';
export const NEWSLETTER_TOKEN_PARAM = 'token';

/** A subscriber's secret: 32 random bytes in base64url (43 characters). */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** newsletterPageUrl('https://shop.ro', NEWSLETTER_CONFIRM_PAGE, 'abc…') === 'https://shop.ro/newsletter/confirmare?token=abc…' */
export function newsletterPageUrl(origin: string, page: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${page}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}

/** The token of the page's address, or null when it has none of the right shape. */
export function newsletterTokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get(NEWSLETTER_TOKEN_PARAM);
  return token !== null && NEWSLETTER_TOKEN_PATTERN.test(token) ? token : null;
}

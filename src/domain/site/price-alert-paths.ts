/**
 * The price-drop alert's two pages, reached from its e-mails with the alert's secret in `?token=`:
 * the confirmation (double opt-in) and the unsubscribe. The secrets have the newsletter's shape.
 */
import { NEWSLETTER_TOKEN_PARAM, NEWSLETTER_TOKEN_PATTERN } from './newsletter-paths.ts';

export const PRICE_ALERT_CONFIRM_PAGE = '/alerta-pret/confirmare';
export const PRICE_ALERT_UNSUBSCRIBE_PAGE = '/alerta-pret/dezabonare';
export const PRICE_ALERT_TOKEN_PATTERN = NEWSLETTER_TOKEN_PATTERN;

/** priceAlertPageUrl('https://shop.ro', PRICE_ALERT_CONFIRM_PAGE, 'abc…') === 'https://shop.ro/alerta-pret/confirmare?token=abc…' */
export function priceAlertPageUrl(origin: string, page: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${page}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}

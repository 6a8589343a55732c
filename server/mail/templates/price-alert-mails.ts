/**
 * The price-drop alert's e-mails (issue 37). Each carries the alert's unsubscribe link in its body
 * and, as the newsletter's do, List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), so a
 * mail client's own button stops the alert with one click.
 */
import type { WatchedPrice } from '../../../src/domain/catalog/price-drop.ts';
import { formatAmount, formatEur, formatNumber } from '../../../src/domain/format.ts';
import {
  PRICE_ALERT_CONFIRM_PAGE,
  PRICE_ALERT_UNSUBSCRIBE_PAGE,
  priceAlertPageUrl,
} from '../../../src/domain/site/price-alert-paths.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { escapeHtml as e, type MailMessage } from '../outbox.ts';

/** How long a confirmation link works. */
export const PRICE_ALERT_CONFIRMATION_DAYS = 7;

export interface AlertLinks {
  /** The site's origin (its pages) and the API's base (the one-click POST). */
  siteOrigin: string;
  apiBase: string;
  unsubscribeToken: string;
}

export interface AlertCar {
  sku: string;
  productName: string;
}

/** The one-click unsubscribe endpoint a mail client POSTs to (RFC 8058). */
export function oneClickPriceAlertUrl(apiBase: string, token: string): string {
  return `${apiBase.replace(/\/+$/, '')}/price-alerts/unsubscribe?${new URLSearchParams({ token })}`;
}

/** 20.000 € for a car's price, 459 €/luna for a subscription's monthly fee. */
export function priceText(price: WatchedPrice): string {
  // Cents only when there are any: a drop of 0,50 € must not read as the same price twice.
  const whole = Number.isInteger(price.amount);
  if (price.unit === 'eur') return formatEur(price.amount, { financing: !whole });
  const amount = whole ? formatNumber(price.amount) : formatAmount(price.amount);
  return fill(ro.priceAlerts.perMonth, { amount });
}

function message(to: string, subject: string, paragraphs: readonly string[], links: AlertLinks): MailMessage {
  const t = ro.priceAlerts;
  const unsubscribe = priceAlertPageUrl(
    links.siteOrigin,
    PRICE_ALERT_UNSUBSCRIBE_PAGE,
    links.unsubscribeToken,
  );
  const html = `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
${paragraphs.join('\n')}
<p style="color:#596270;font-size:13px">${e(t.unsubscribeText)} <a href="${e(unsubscribe)}">${e(t.unsubscribeLink)}</a></p>
</body></html>`;
  return {
    to,
    subject,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickPriceAlertUrl(links.apiBase, links.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const carUrl = (links: AlertLinks, car: AlertCar) =>
  `${links.siteOrigin.replace(/\/+$/, '')}/masina/${encodeURIComponent(car.sku)}`;

/** The double opt-in e-mail: no alert is sent to an address before its link is clicked. */
export function priceAlertConfirmationMail(
  to: string,
  car: AlertCar,
  price: WatchedPrice,
  confirmToken: string,
  links: AlertLinks,
): MailMessage {
  const t = ro.priceAlerts;
  const confirm = priceAlertPageUrl(links.siteOrigin, PRICE_ALERT_CONFIRM_PAGE, confirmToken);
  const values = { car: car.productName, price: priceText(price), days: PRICE_ALERT_CONFIRMATION_DAYS };
  return message(
    to,
    fill(t.confirmSubject, values),
    [
      `<p>${e(fill(t.confirmBody, values))}</p>`,
      `<p><a href="${e(confirm)}">${e(t.confirmLink)}</a></p>`,
      `<p style="color:#596270;font-size:13px">${e(confirm)}</p>`,
      `<p>${e(t.confirmIgnore)}</p>`,
    ],
    links,
  );
}

/** What a repeated request for an active alert gets: the form's promise of an e-mail holds. */
export function priceAlertActiveMail(to: string, car: AlertCar, links: AlertLinks): MailMessage {
  const t = ro.priceAlerts;
  const values = { car: car.productName };
  return message(to, fill(t.alreadySubject, values), [`<p>${e(fill(t.alreadyBody, values))}</p>`], links);
}

/** The alert itself: the car, its old and new price, its page. */
export function priceDropMail(
  to: string,
  car: AlertCar,
  drop: { from: WatchedPrice; to: WatchedPrice },
  links: AlertLinks,
): MailMessage {
  const t = ro.priceAlerts;
  const values = { car: car.productName, from: priceText(drop.from), to: priceText(drop.to) };
  const url = carUrl(links, car);
  return message(
    to,
    fill(t.dropSubject, values),
    [
      `<p>${e(fill(t.dropBody, values))}</p>`,
      `<p><a href="${e(url)}">${e(t.carLink)}</a></p>`,
      `<p style="color:#596270;font-size:13px">${e(url)}</p>`,
      `<p>${e(fill(t.dropNote, values))}</p>`,
    ],
    links,
  );
}

/**
 * The newsletter's e-mails. Each carries the subscriber's unsubscribe link in its body and as
 * List-Unsubscribe / List-Unsubscribe-Post headers (RFC 8058), so a mail client's own
 * "unsubscribe" button works with one click, without opening the site.
 */
import {
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  newsletterPageUrl,
} from '../../../src/domain/site/newsletter-paths.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { escapeHtml as e, type MailMessage } from '../outbox.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;

export interface SubscriberLinks {
  /** The site's origin (its pages) and the API's base (the one-click POST). */
  siteOrigin: string;
  apiBase: string;
  token: string;
}

/** The one-click unsubscribe endpoint a mail client POSTs to (RFC 8058). */
export function oneClickUnsubscribeUrl(apiBase: string, token: string): string {
  return `${apiBase.replace(/\/+$/, '')}/subscribers/unsubscribe?${new URLSearchParams({ token })}`;
}

function listHeaders(links: SubscriberLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(links.apiBase, links.token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function page(title: string, paragraphs: readonly string[], links: SubscriberLinks): string {
  const t = ro.newsletter;
  const unsubscribe = newsletterPageUrl(links.siteOrigin, NEWSLETTER_UNSUBSCRIBE_PAGE, links.token);
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
${paragraphs.join('\n')}
<p style="color:#596270;font-size:13px">${e(t.unsubscribeText)} <a href="${e(unsubscribe)}">${e(t.unsubscribeLink)}</a></p>
</body></html>`;
}

/** The double opt-in e-mail: nothing else is ever sent to an address before its link is clicked. */
export function confirmationMail(to: string, links: SubscriberLinks): MailMessage {
  const t = ro.newsletter;
  const confirm = newsletterPageUrl(links.siteOrigin, NEWSLETTER_CONFIRM_PAGE, links.token);
  const html = page(
    t.confirmSubject,
    [
      `<p>${e(fill(t.confirmBody, { days: CONFIRMATION_VALID_DAYS }))}</p>`,
      `<p><a href="${e(confirm)}">${e(t.confirmLink)}</a></p>`,
      `<p style="color:#596270;font-size:13px">${e(confirm)}</p>`,
      `<p>${e(t.confirmIgnore)}</p>`,
    ],
    links,
  );
  return { to, subject: t.confirmSubject, html, headers: listHeaders(links) };
}

/** What a repeated sign-up of a confirmed address gets: the form's promise of an e-mail holds. */
export function alreadySubscribedMail(to: string, links: SubscriberLinks): MailMessage {
  const t = ro.newsletter;
  const html = page(t.alreadySubject, [`<p>${e(t.alreadyBody)}</p>`], links);
  return { to, subject: t.alreadySubject, html, headers: listHeaders(links) };
}

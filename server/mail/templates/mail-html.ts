/**
 * Building blocks of the e-mails' HTML. Templates come from the catalogue (src/i18n/ro/); every
 * value is escaped (shoppers type names and addresses), and a link is a real anchor with the
 * absolute address as its text too, so it is clickable in every mail client and still readable
 * where links are shown as plain text.
 */
import { fill } from '../../../src/i18n/ro.ts';
import { escapeHtml } from '../outbox.ts';

type Values = Record<string, string | number>;

/** `<a href="url">url</a>`, both escaped. */
export function anchor(url: string, text: string = url): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;
}

/**
 * The template filled with escaped `values`; each key of `links` (an absolute URL) becomes an anchor.
 * @example htmlText('Vezi aici: {url}', {}, { url: 'https://x.ro/a?b&c' })
 *   // 'Vezi aici: <a href="https://x.ro/a?b&amp;c">https://x.ro/a?b&amp;c</a>'
 */
export function htmlText(template: string, values: Values = {}, links: Record<string, string> = {}): string {
  const escaped: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) escaped[key] = escapeHtml(String(value));
  for (const [key, url] of Object.entries(links)) escaped[key] = anchor(url);
  // fill replaces in one pass: a value that looks like {key} is not filled again.
  return fill(escapeHtml(template), escaped);
}

/** One paragraph: `htmlText` in a <p>. */
export function htmlParagraph(
  template: string,
  values: Values = {},
  links: Record<string, string> = {},
): string {
  return `<p>${htmlText(template, values, links)}</p>`;
}

/** A two-column table of terms and values (with an optional note under a value), all escaped. */
export function htmlTable(rows: readonly { term: string; text: string; note?: string | null }[]): string {
  const cells = rows.map(
    ({ term, text, note }) =>
      `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(term)}</th><td style="padding:2px 0">${escapeHtml(text)}${
        note ? `<br><small>${escapeHtml(note)}</small>` : ''
      }</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0">\n${cells.join('\n')}\n</table>`;
}

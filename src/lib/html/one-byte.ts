/**
 * Page text kept to Latin-1, so V8 keeps the page's string one byte per character.
 *
 * A rendered page is a rope of thousands of pieces. One character above U+00FF in any piece (a
 * price's '€', a gallery arrow) makes the whole rope two-byte: the ~90 KB page then flattens into a
 * ~180 KB string, past V8's large-object threshold, before it is encoded to UTF-8. In a profile of
 * a 3,000-car build that flattening and encoding was ~15 % of the build's busy time; with one-byte
 * pages, ~4 %.
 *
 * A character reference (`&#8364;`) in HTML text or an attribute value, and a `\u20ac` escape in
 * JSON, mean exactly the character they replace, so nothing a visitor or a crawler reads changes.
 */

const WIDE = /[\u0100-\uffff]/;
/** With `u`, a surrogate pair is one match: its reference names the code point, not its halves. */
const WIDE_CODE_POINTS = /[\u{100}-\u{10ffff}]/gu;
const WIDE_UNITS = /[\u0100-\uffff]/g;
/** Characters per `String.fromCharCode` call, well under any engine's argument limit. */
const CHUNK = 8192;

/**
 * `latin1` (every character at most U+00FF) in V8's one-byte form. A string made from a two-byte
 * one (by `replace`, `slice`) stays two-byte even once its wide characters are gone;
 * `String.fromCharCode` builds a one-byte string whenever every code fits.
 */
function oneByteCopy(latin1: string): string {
  let copy = '';
  for (let start = 0; start < latin1.length; start += CHUNK) {
    const codes = new Uint8Array(Math.min(CHUNK, latin1.length - start));
    for (let index = 0; index < codes.length; index++) codes[index] = latin1.charCodeAt(start + index);
    copy += String.fromCharCode(...codes);
  }
  return copy;
}

/** HTML text or attribute value with every character above U+00FF as a numeric reference. */
export function latin1Html(html: string): string {
  if (!WIDE.test(html)) return html;
  return oneByteCopy(html.replace(WIDE_CODE_POINTS, (character) => `&#${character.codePointAt(0)};`));
}

/** JSON text with every character above U+00FF as a `\uXXXX` escape (only strings can hold one). */
export function latin1Json(json: string): string {
  if (!WIDE.test(json)) return json;
  return oneByteCopy(
    json.replace(WIDE_UNITS, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/**
 * React's HTML for an island, references for its wide characters. Markup holding a raw-text element
 * (script, style) is left as it is: a reference means nothing there.
 */
export function latin1IslandHtml(html: string): string {
  return /<(?:script|style)[\s>]/i.test(html) ? html : latin1Html(html);
}

/**
 * Limits every free-text field shares, browser and server alike: a maximum length, so the database
 * never stores megabytes, and only characters PostgreSQL and JSON can carry. A NUL byte makes
 * PostgreSQL refuse the row and a lone surrogate is not UTF-8 at all, so both are refused with the
 * field's message rather than silently stripped (the visitor sees what was wrong).
 */

/** Maximum lengths in characters (UTF-16 units, as an input's maxlength counts them). */
export const TEXT_MAX = {
  /** Person, city and company names. */
  name: 100,
  /** Streets, sku codes, registration numbers and any other single-line answer. */
  line: 200,
  /** Free messages (contact form). */
  message: 2000,
} as const;

/** RFC 5321: a local part has at most 64 octets and a forward path at most 254 characters. */
export const EMAIL_MAX = { local: 64, whole: 254 } as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** hasAllowedCharacters('Ion Pop') → true; 'Ion\u0000Pop' and '\udfff' → false. */
export function hasAllowedCharacters(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** withinEmailLimits('ana@example.ro') → true; a 65-character local part → false. */
export function withinEmailLimits(address: string): boolean {
  const at = address.lastIndexOf('@');
  return address.length <= EMAIL_MAX.whole && at >= 0 && at <= EMAIL_MAX.local;
}

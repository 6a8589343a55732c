/**
 * JSON for a `<script type="application/ld+json">`: '<' is escaped, so no text taken from the CMS
 * (a car name, an FAQ answer) can close the script and inject markup.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

import { latin1Json } from './one-byte.ts';

/**
 * JSON for a `<script type="application/ld+json">`: '<' is escaped, so no text taken from the CMS
 * (a car name, an FAQ answer) can close the script and inject markup; characters above U+00FF are
 * escaped too, so the page stays one-byte text (one-byte.ts).
 */
export function jsonLd(data: unknown): string {
  return latin1Json(JSON.stringify(data).replaceAll('<', '\\u003c'));
}

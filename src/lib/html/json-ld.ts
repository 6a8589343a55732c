import { latin1Json } from './one-byte.ts';

/**
 * JSON text for a `<script>` data block (JSON-LD, an island's data): '<' is escaped, so no text
 * taken from the CMS (a car name, an FAQ answer) can close the script and inject markup; characters
 * above U+00FF are escaped too, so the page stays one-byte text (one-byte.ts).
 */
export function scriptBlockJson(json: string): string {
  return latin1Json(json.replaceAll('<', '\\u003c'));
}

/** JSON for a `<script type="application/ld+json">`. */
export function jsonLd(data: unknown): string {
  return scriptBlockJson(JSON.stringify(data));
}

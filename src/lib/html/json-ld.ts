/**
 * JSON text for a `<script>` data block (JSON-LD, an island's data): '<' is escaped, so no text
 * taken from the CMS (a car name, an FAQ answer) can close the script and inject markup.
 */
export function scriptBlockJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/** JSON for a `<script type="application/ld+json">`. */
export function jsonLd(data: unknown): string {
  return scriptBlockJson(JSON.stringify(data));
}

/**
 * Large island data as a data block beside the island instead of a prop. Astro serialises an
 * island's props twice per render (once into the hash that names the island, once into its
 * attribute, each value wrapped in a type tag) and escapes them into an HTML attribute: for a car
 * page's ~30 KB of packed tables that was ~4 % of the build's CPU. A
 * `<script type="application/json">` is written once, as is, and the browser never runs it, so the
 * page's script policy needs no hash for it.
 * While the page renders on the server, the island reads the text the page provided; in the
 * browser, the block's text.
 */

import { scriptBlockJson } from './json-ld.ts';

const provided = new Map<string, string>();
/** Texts kept for islands still to render: a page provides and renders one at a time. */
const KEPT = 8;

/**
 * For the page: keeps `text` for the island's server render under `id` (the block's id) and
 * answers the block's content: `text`, JSON, escaped for a script block (json-ld.ts).
 */
export function provideIslandData(id: string, text: string): string {
  provided.delete(id);
  provided.set(id, text);
  for (const oldest of provided.keys()) {
    if (provided.size <= KEPT) break;
    provided.delete(oldest);
  }
  return scriptBlockJson(text);
}

/** For the island: the text its page provided under `id`. */
export function islandData(id: string): string {
  const text = typeof document === 'undefined' ? provided.get(id) : document.getElementById(id)?.textContent;
  if (text === undefined || text === null) throw new Error(`the page has no island data "${id}"`);
  return text;
}

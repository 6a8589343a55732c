/**
 * Headers every page and asset of the site carries, wherever it is served: the Node server adds
 * them, and the build writes them to `_headers` for a CDN. The order and payment pages must not
 * be framed by another site (clickjacking), files are not sniffed into another type, and links
 * out send only the origin. Which scripts run is each page's own policy (a <meta> Astro writes from
 * content-security-policy.ts, with the hashes of that build); the browser enforces both, and this
 * header carries what a <meta> cannot (frame-ancestors).
 */
export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
};

/** `_headers` for Netlify and Cloudflare Pages: the same headers on every path. */
export function toNetlifyHeaders(): string {
  const lines = Object.entries(SITE_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

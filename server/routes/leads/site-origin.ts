/**
 * Where links in e-mails point. The site and the API may live on different origins (PUBLIC_CMS_URL),
 * so the browser's Origin header names the site best, but only an origin the API serves (CORS):
 * anyone can send any Origin, and a booking made in a stranger's name must not mail them a link to
 * another site. A request without an accepted one (curl, tests) falls back to the API's own
 * origin, which is the site's in the embedded single-process setup.
 */
import type { Context } from 'hono';

export function siteOrigin(c: Context, configured?: string, allowed: readonly string[] = []): string {
  if (configured) return configured.replace(/\/+$/, '');
  const origin = c.req.header('Origin');
  if (origin && allowed.includes(origin)) return origin;
  return new URL(c.req.url).origin;
}

/**
 * Where links in e-mails point. The site and the API may live on different origins (PUBLIC_CMS_URL),
 * so the browser's Origin header names the site best; a request without one (curl, tests) falls
 * back to the API's own origin, which is the site's in the embedded single-process setup.
 */
import type { Context } from 'hono';

export function siteOrigin(c: Context, configured?: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  const origin = c.req.header('Origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return new URL(c.req.url).origin;
}

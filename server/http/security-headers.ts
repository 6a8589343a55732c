/**
 * Security headers of what the server answers outside the built site (the site's own set is
 * src/domain/site/security-headers.ts, added by server/site/static.ts): the API's JSON and PDFs are
 * never framed nor sniffed into HTML, and the sandbox pages carry the site's full set. A route that
 * set a header itself (the card form's `frame-ancestors <shop>`) keeps its own value.
 */
import type { MiddlewareHandler } from 'hono';
import { SITE_SECURITY_HEADERS } from '../../src/domain/site/security-headers.ts';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...SITE_SECURITY_HEADERS,
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

export const SANDBOX_PAGE_HEADERS = SITE_SECURITY_HEADERS;

export function securityHeaders(headers: Readonly<Record<string, string>>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const own = c.res.headers;
    // A route's own frame-ancestors (CSP) decides framing; X-Frame-Options would contradict it.
    const framedByRoute = own.get('Content-Security-Policy')?.includes('frame-ancestors') ?? false;
    for (const [name, value] of Object.entries(headers)) {
      if (own.has(name) || (framedByRoute && name === 'X-Frame-Options')) continue;
      own.set(name, value);
    }
  };
}

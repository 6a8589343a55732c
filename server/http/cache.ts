/**
 * CDN cache policies. Content changes trigger a site rebuild, so lists can be served slightly
 * stale; live data (a car's reservations) gets a shorter window. Errors are never cached.
 */
import type { MiddlewareHandler } from 'hono';

export const CACHE_LIST = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
export const CACHE_LIVE = 'public, max-age=15, stale-while-revalidate=60';
export const CACHE_MEDIA = 'public, max-age=86400';

/** Sets `policy` on successful GET answers that did not choose their own. */
export function cacheControl(policy: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    c.res.headers.set('Cache-Control', policy);
  };
}

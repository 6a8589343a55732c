/**
 * What the auth code reads off a request: the client's address (as the rate limiter counts it),
 * whether it came over HTTPS, and whether a cookie-carrying write comes from our own pages.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress, limitSubject } from '../rate-limit/client-address.ts';

export function clientAddressOf(c: Context, trustedProxies: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    // app.request in tests: no socket.
  }
  const address = clientAddress(socket, c.req.header('X-Forwarded-For'), trustedProxies);
  return limitSubject(address ?? 'unknown');
}

/** HTTPS as the browser sees it: our own URL, or the proxy's word when proxies are trusted. */
export function servedOverHttps(c: Context, trustedProxies: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustedProxies > 0 && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write carrying the session cookie must come from the shop's own origin (or a configured one):
 * the Origin header names it, and browsers send it on every cross-site POST, PUT, PATCH, DELETE.
 * No Origin at all on a write: refused too (Sec-Fetch-Site same-origin is accepted instead).
 */
export function crossSiteWrite(c: Context, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(c.req.method)) return false;
  const origin = c.req.header('Origin');
  if (origin === undefined) return c.req.header('Sec-Fetch-Site') !== 'same-origin';
  return origin !== new URL(c.req.url).origin && !allowedOrigins.includes(origin);
}

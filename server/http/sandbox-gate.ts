/**
 * Who may reach the sandboxes: the payment provider's test widget and charge, the identification
 * and e-signing pages, and the local mailbox (every e-mail the shop sent, with order and cancel
 * links). They exist for development, demos and tests; open on a public server they would hand out
 * every customer's mail and let anyone "pay". So they are off unless SANDBOX=1 (the app then does
 * not mount them at all), and when on they answer only:
 * - a loopback client (127.0.0.0/8, ::1) that did not come through a proxy (a proxy on the same
 *   machine makes every visitor look local, so a forwarding header disqualifies the request);
 * - or, when SANDBOX_TOKEN is set, a request presenting it in the X-Sandbox-Token header or in the
 *   cookie that visiting any sandbox URL with `?token=<SANDBOX_TOKEN>` once sets.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { roPublicApi } from '../../src/i18n/ro.ts';
import { ApiError, apiErrorResponse } from './errors.ts';
import { tokenMatches } from './token.ts';

export interface SandboxAccess {
  /** SANDBOX=1; false: the sandbox routes are not mounted and answer 404. */
  enabled: boolean;
  /** SANDBOX_TOKEN: lets a request from anywhere in when it presents this value. */
  token?: string | undefined;
  /** The TCP peer's address; defaults to the Node socket's (tests pass their own). */
  clientAddress?: ((c: Context) => string | undefined) | undefined;
}

export const SANDBOX_OFF: SandboxAccess = { enabled: false };
export const SANDBOX_TOKEN_HEADER = 'X-Sandbox-Token';
export const SANDBOX_COOKIE = 'sandbox_token';
const COOKIE_MAX_AGE_S = 7 * 24 * 3600;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * @example isLoopback('127.0.0.1') // true; isLoopback('::ffff:127.0.0.1') // true; isLoopback('10.0.0.1') // false
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The Node server's peer address; undefined when the request did not come through a socket. */
export function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

function isLocalRequest(c: Context, access: SandboxAccess): boolean {
  if (PROXY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopback((access.clientAddress ?? socketAddress)(c));
}

function presentsToken(c: Context, expected: string): boolean {
  const given = c.req.header(SANDBOX_TOKEN_HEADER) ?? getCookie(c, SANDBOX_COOKIE);
  return given !== undefined && tokenMatches(given, expected);
}

/** A `?token=` link: remember it in a cookie and reload without it, so it leaves no trace in URLs. */
function acceptTokenLink(c: Context, expected: string): Response | null {
  const given = c.req.query('token');
  if (c.req.method !== 'GET' || given === undefined || !tokenMatches(given, expected)) return null;
  const url = new URL(c.req.url);
  setCookie(c, SANDBOX_COOKIE, given, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: url.protocol === 'https:',
    maxAge: COOKIE_MAX_AGE_S,
  });
  url.searchParams.delete('token');
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${url.pathname}${url.search}`, 303);
}

/**
 * Guards mounted sandbox routes. `kind` picks the refusal's form: JSON like every API error, or a
 * plain page for the HTML sandboxes.
 */
export function sandboxGate(access: SandboxAccess, kind: 'api' | 'page'): MiddlewareHandler {
  const expected = access.token?.trim() || undefined;
  return async (c, next) => {
    if (expected) {
      const link = acceptTokenLink(c, expected);
      if (link) return link;
      if (presentsToken(c, expected)) return next();
    }
    if (isLocalRequest(c, access)) return next();
    const refusal = new ApiError(403, roPublicApi.sandboxRefused);
    if (kind === 'api') return apiErrorResponse(c, refusal);
    c.header('Cache-Control', 'no-store');
    return c.text(refusal.message, 403);
  };
}

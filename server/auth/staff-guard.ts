/**
 * The door of /api/admin: a staff session cookie (the back office) or `Authorization: Bearer
 * <ADMIN_TOKEN>` (automation). Then the role table (roles.ts) decides, for every route. Cookie
 * writes from another site are refused (CSRF); wrong tokens count against the address like wrong
 * passwords, so guessing the token is throttled too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { roAdminApi } from '../../src/i18n/ro/public-api.ts';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import { fill } from '../../src/i18n/ro.ts';
import type { Database } from '../db/client.ts';
import { ApiError, apiErrorResponse } from '../http/errors.ts';
import { tokenMatches } from '../http/token.ts';
import { clientAddressOf, crossSiteWrite } from './request-facts.ts';
import { roleMayReach } from './roles.ts';
import { readSession, SESSION_COOKIE, type StaffIdentity } from './sessions.ts';
import { type AddressThrottle, minutesUntil } from './throttle.ts';
import { mustSetUpTotp } from './totp-policy.ts';

export interface StaffGuardDeps {
  db: Database;
  /** Unset or empty: bearer access is off; sessions still work. */
  adminToken: string | undefined;
  throttle: AddressThrottle;
  now: () => Date;
  allowedOrigins: readonly string[];
  trustedProxies: number;
}

export type StaffEnv = { Variables: { staff: StaffIdentity } };

/** Who the bearer token acts as, in history and content events. */
export const AUTOMATION: StaffIdentity = { accountId: 0, email: 'ADMIN_TOKEN', role: 'admin' };

/** The identity the guard let in (AUTOMATION outside a guarded route). */
export const staffOf = (c: Context): StaffIdentity =>
  (c.get('staff' as never) as StaffIdentity | undefined) ?? AUTOMATION;

export function staffGuard(deps: StaffGuardDeps): MiddlewareHandler<StaffEnv> {
  const expected = deps.adminToken?.trim() ?? '';
  return async (c, next) => {
    const refuse = (status: 401 | 403 | 429, message: string, bearer = false) => {
      const response = apiErrorResponse(c, new ApiError(status, message));
      if (bearer) response.headers.set('WWW-Authenticate', 'Bearer realm="admin"');
      response.headers.set('Cache-Control', 'no-store');
      return response;
    };
    const now = deps.now();
    const header = c.req.header('Authorization');
    let identity: StaffIdentity | null;
    if (header !== undefined) {
      const address = clientAddressOf(c, deps.trustedProxies);
      const blocked = await deps.throttle.blockedUntil(address, now);
      if (blocked) {
        const response = refuse(429, fill(roStaff.addressThrottled, { minutes: minutesUntil(blocked, now) }));
        response.headers.set('Retry-After', String(Math.ceil((blocked.getTime() - now.getTime()) / 1000)));
        return response;
      }
      if (expected === '') return refuse(401, roAdminApi.off, true);
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) return refuse(401, roAdminApi.tokenMissing, true);
      if (!tokenMatches(match[1], expected)) {
        await deps.throttle.recordFailure(address, now);
        return refuse(401, roAdminApi.tokenInvalid, true);
      }
      identity = AUTOMATION;
    } else {
      const token = getCookie(c, SESSION_COOKIE);
      if (!token) return refuse(401, roStaff.loginRequired, true);
      identity = await readSession(deps.db, token, now);
      if (!identity) return refuse(401, roStaff.sessionEnded);
      // Checked after the session so an anonymous cross-site request learns nothing more than 401.
      if (crossSiteWrite(c, deps.allowedOrigins)) return refuse(403, roStaff.crossSiteRefused);
      if (await mustSetUpTotp(deps.db, identity)) {
        const response = c.json({ message: roStaff.totpSetupRequired, totp_setup: true }, 403);
        response.headers.set('Cache-Control', 'no-store');
        return response;
      }
    }
    const path = c.req.path.replace(/^.*?\/admin(?=\/|$)/, '');
    if (!roleMayReach(identity.role, path)) return refuse(403, roStaff.roleForbidden);
    c.set('staff', identity);
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    return undefined;
  };
}

/**
 * Bearer-token guard of the admin API (compared in constant time, server/http/token.ts). Without ADMIN_TOKEN
 * the admin API is off: every call is refused, never open.
 */
import type { MiddlewareHandler } from 'hono';
import { roAdminApi } from '../../../src/i18n/ro.ts';
import { ApiError, apiErrorResponse } from '../../http/errors.ts';
import { tokenMatches } from '../../http/token.ts';

export function adminAuth(adminToken: string | undefined): MiddlewareHandler {
  const expected = adminToken?.trim() ?? '';
  return async (c, next) => {
    const refuse = (message: string) => {
      const response = apiErrorResponse(c, new ApiError(401, message));
      response.headers.set('WWW-Authenticate', 'Bearer realm="admin"');
      return response;
    };
    if (expected === '') return refuse(roAdminApi.off);
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return refuse(roAdminApi.tokenMissing);
    if (!tokenMatches(match[1], expected)) return refuse(roAdminApi.tokenInvalid);
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    return undefined;
  };
}

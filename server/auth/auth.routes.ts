/**
 * /api/auth: the back office's login, logout and "who am I". The session cookie is HttpOnly,
 * SameSite=Lax, scoped to /api, and Secure whenever the request came over HTTPS.
 */
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import { auditSourceOf, recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { ApiError, apiErrorResponse, invalidFields } from '../http/errors.ts';
import { jsonBody, parseOr422 } from '../http/request-body.ts';
import { attemptLogin } from './login.ts';
import { clientAddressOf, crossSiteWrite, servedOverHttps } from './request-facts.ts';
import { endSession, readSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './sessions.ts';
import type { AddressThrottle } from './throttle.ts';
import { enableTotp, setupTotp } from './totp-enrolment.ts';
import { mustSetUpTotp, totpEnabledFor } from './totp-policy.ts';

export interface AuthRouteDeps {
  db: Database;
  throttle: AddressThrottle;
  now: () => Date;
  allowedOrigins: readonly string[];
  trustedProxies: number;
}

const loginSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  password: v.pipe(v.string(), v.maxLength(1024)),
  code: v.optional(v.pipe(v.string(), v.maxLength(16))),
});

const COOKIE_PATH = '/api';

export function authRoutes(deps: AuthRouteDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // A login from another site would plant the attacker's session (login CSRF).
    if (crossSiteWrite(c, deps.allowedOrigins)) {
      return apiErrorResponse(c, new ApiError(403, roStaff.crossSiteRefused));
    }
    await next();
    return undefined;
  });

  const signedIn = async (c: Context) => {
    const token = getCookie(c, SESSION_COOKIE);
    const identity = token ? await readSession(deps.db, token, deps.now()) : null;
    if (!identity) throw new ApiError(401, roStaff.loginRequired);
    return identity;
  };

  app.post('/login', async (c) => {
    const input = parseOr422(loginSchema, await jsonBody(c), invalidFields);
    const now = deps.now();
    const outcome = await attemptLogin(
      deps.db,
      deps.throttle,
      clientAddressOf(c, deps.trustedProxies),
      input,
      now,
    );
    if (outcome.kind === 'refused') {
      // The address typed is kept as typed (trimmed, lower-case): a run of failures against one
      // account, or against many from one network, is what an admin looks for.
      const typed = { accountId: null, email: input.email.trim().toLowerCase(), role: null };
      await recordAudit(deps.db, auditSourceOf(c, typed, deps.trustedProxies), {
        action: 'login_failed',
        after: { status: outcome.status },
      });
      if (outcome.retryAfterS) c.header('Retry-After', String(outcome.retryAfterS));
      return c.json({ message: outcome.message, ...(outcome.totp ? { totp: true } : {}) }, outcome.status);
    }
    setCookie(c, SESSION_COOKIE, outcome.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: servedOverHttps(c, deps.trustedProxies),
      path: COOKIE_PATH,
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    const identity = await readSession(deps.db, outcome.token, now);
    if (identity)
      await recordAudit(deps.db, auditSourceOf(c, identity, deps.trustedProxies), { action: 'login' });
    return c.json(identity);
  });

  app.post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const identity = await readSession(deps.db, token, deps.now());
      await endSession(deps.db, token);
      if (identity)
        await recordAudit(deps.db, auditSourceOf(c, identity, deps.trustedProxies), { action: 'logout' });
    }
    deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH });
    return c.body(null, 204);
  });

  // Two-factor for one's own account (totp-enrolment.ts).
  app.post('/totp/setup', async (c) => {
    const identity = await signedIn(c);
    const setup = await deps.db.transaction(async (tx) => {
      const scoped = tx as unknown as Database;
      const made = await setupTotp(scoped, identity.accountId);
      // The secret never goes on the trail: the entry says only that a new one was made.
      await recordAudit(scoped, auditSourceOf(c, identity, deps.trustedProxies), {
        action: 'staff.totp_setup',
        target: `staff/${identity.accountId}`,
      });
      return made;
    });
    return c.json(setup);
  });
  app.post('/totp/enable', async (c) => {
    const identity = await signedIn(c);
    const { code } = parseOr422(
      v.object({ code: v.pipe(v.string(), v.maxLength(16)) }),
      await jsonBody(c),
      invalidFields,
    );
    await deps.db.transaction(async (tx) => {
      const scoped = tx as unknown as Database;
      await enableTotp(scoped, identity.accountId, code, deps.now());
      await recordAudit(scoped, auditSourceOf(c, identity, deps.trustedProxies), {
        action: 'staff.totp_enable',
        target: `staff/${identity.accountId}`,
      });
    });
    return c.body(null, 204);
  });

  app.get('/me', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    const identity = token ? await readSession(deps.db, token, deps.now()) : null;
    if (!identity) return apiErrorResponse(c, new ApiError(401, roStaff.loginRequired));
    // The back office opens the two-factor screen first when the admin API would refuse everything else.
    return c.json({
      ...identity,
      totpEnabled: await totpEnabledFor(deps.db, identity.accountId),
      totpSetupRequired: await mustSetUpTotp(deps.db, identity),
    });
  });
  return app;
}

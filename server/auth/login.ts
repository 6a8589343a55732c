/**
 * Checking a staff login: per-address throttling, per-account lockout (10 wrong passwords → 15
 * minutes), the password, and the optional TOTP code. Answers what the route should say.
 */
import { eq } from 'drizzle-orm';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import { fill } from '../../src/i18n/ro.ts';
import type { Database } from '../db/client.ts';
import { staffAccounts } from '../db/schema.ts';
import { decoyHash, PASSWORD_MAX, passwordMatches } from './passwords.ts';
import { createSession } from './sessions.ts';
import { type AddressThrottle, minutesUntil } from './throttle.ts';
import { totpMatches } from './totp.ts';

export const ACCOUNT_FAILURE_LIMIT = 10;
export const LOCK_MS = 15 * 60_000;

export type LoginOutcome =
  | { kind: 'ok'; token: string }
  | { kind: 'refused'; status: 401 | 429; message: string; retryAfterS?: number; totp?: true };

export interface LoginInput {
  email: string;
  password: string;
  code?: string | undefined;
}

export async function attemptLogin(
  db: Database,
  throttle: AddressThrottle,
  address: string,
  input: LoginInput,
  now: Date,
): Promise<LoginOutcome> {
  const blocked = await throttle.blockedUntil(address, now);
  if (blocked) return throttled(roStaff.addressThrottled, blocked, now);
  const email = input.email.trim().toLowerCase();
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  if (account?.lockedUntil && account.lockedUntil > now) {
    return throttled(roStaff.accountLocked, account.lockedUntil, now);
  }
  const password = input.password.slice(0, PASSWORD_MAX + 1);
  const matches = await passwordMatches(account?.passwordHash ?? (await decoyHash()), password);
  if (!account || !matches || account.disabledAt !== null) {
    await throttle.recordFailure(address, now);
    if (!account) return refused(roStaff.loginInvalid);
    const failures = account.failedLogins + 1;
    const locks = failures >= ACCOUNT_FAILURE_LIMIT;
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    await db
      .update(staffAccounts)
      .set(locks ? { failedLogins: 0, lockedUntil } : { failedLogins: failures })
      .where(eq(staffAccounts.id, account.id));
    return locks ? throttled(roStaff.accountLocked, lockedUntil, now) : refused(roStaff.loginInvalid);
  }
  if (account.totpEnabled && account.totpSecret) {
    if (!input.code) return { kind: 'refused', status: 401, message: roStaff.totpRequired, totp: true };
    if (!totpMatches(account.totpSecret, input.code, now)) {
      await throttle.recordFailure(address, now);
      return { kind: 'refused', status: 401, message: roStaff.totpInvalid, totp: true };
    }
  }
  if (account.failedLogins > 0 || account.lockedUntil) {
    await db
      .update(staffAccounts)
      .set({ failedLogins: 0, lockedUntil: null })
      .where(eq(staffAccounts.id, account.id));
  }
  return { kind: 'ok', token: await createSession(db, account.id, now) };
}

const refused = (message: string): LoginOutcome => ({ kind: 'refused', status: 401, message });

function throttled(template: string, until: Date, now: Date): LoginOutcome {
  const minutes = minutesUntil(until, now);
  return {
    kind: 'refused',
    status: 429,
    message: fill(template, { minutes }),
    retryAfterS: Math.ceil((until.getTime() - now.getTime()) / 1000),
  };
}

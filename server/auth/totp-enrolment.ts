/**
 * Turning two-factor on for one's own account: `setup` stores a new secret (not yet required) and
 * answers the otpauth:// address for the authenticator app; `enable` requires a code from it, so
 * nobody is locked out by a secret their phone never saw. From then on the login asks for a code.
 * Once on, two-factor cannot be set up again from a session: a stolen session cookie must not turn
 * off the second factor by asking for a new key. A lost phone is reset by an operator
 * (`npm run staff -- totp-reset EMAIL`), which also ends the account's sessions.
 */
import { and, eq } from 'drizzle-orm';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import type { Database } from '../db/client.ts';
import { staffAccounts } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { newTotpSecret, totpMatches, totpUri } from './totp.ts';

const ISSUER = 'Autoabonament back office';

export async function setupTotp(db: Database, accountId: number): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const [row] = await db
    .update(staffAccounts)
    .set({ totpSecret: secret, totpEnabled: false })
    .where(and(eq(staffAccounts.id, accountId), eq(staffAccounts.totpEnabled, false)))
    .returning({ email: staffAccounts.email });
  if (!row) {
    const [account] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, accountId));
    throw account ? new ApiError(409, roStaff.totpAlreadyOn) : new ApiError(404, roStaff.accountNotFound);
  }
  return { secret, uri: totpUri(secret, row.email, ISSUER) };
}

export async function enableTotp(db: Database, accountId: number, code: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ secret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId));
  if (!row?.secret || !totpMatches(row.secret, code, now)) {
    throw new ApiError(422, roStaff.totpInvalid, { code: roStaff.totpInvalid });
  }
  await db.update(staffAccounts).set({ totpEnabled: true }).where(eq(staffAccounts.id, accountId));
}

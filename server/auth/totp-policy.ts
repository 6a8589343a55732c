/**
 * "Two-factor required for admins" (issue 34): a setting only an admin may change. While it is on,
 * an admin signed in without two-factor reaches nothing under /api/admin; /api/auth/totp/* stays
 * open (it is outside /api/admin), so they can turn it on and carry on. ADMIN_TOKEN automation is
 * not a person with a phone and is not concerned.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings, staffAccounts } from '../db/schema.ts';
import type { StaffIdentity } from './sessions.ts';

export const ADMIN_TOTP_REQUIRED = 'admin_totp_required';
export const TOTP_SETTING_VALUES = ['true', 'false'] as const;

export async function adminTotpRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ADMIN_TOTP_REQUIRED))
    .limit(1);
  return row?.value === 'true';
}

export async function totpEnabledFor(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: staffAccounts.totpEnabled })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, accountId))
    .limit(1);
  return row?.enabled === true;
}

/** Whether this signed-in person must set up two-factor before anything else. */
export async function mustSetUpTotp(db: Database, identity: StaffIdentity): Promise<boolean> {
  if (identity.role !== 'admin') return false;
  if (!(await adminTotpRequired(db))) return false;
  return !(await totpEnabledFor(db, identity.accountId));
}

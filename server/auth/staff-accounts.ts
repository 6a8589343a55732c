/**
 * Staff accounts: add, list, change role, disable. A role change or a disable deletes the account's
 * sessions in the same transaction, so the change takes effect on the very next request.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { roStaff } from '../../src/i18n/ro/staff.ts';
import type { Database } from '../db/client.ts';
import { staffAccounts, staffSessions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { isStaffRole, type StaffRole } from './roles.ts';

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  disabled: boolean;
  totpEnabled: boolean;
  createdAt: string;
}

const emailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));

/** The address as stored (trimmed, lower-case), or null when it is not an e-mail address. */
export function normalEmail(email: string): string | null {
  const result = v.safeParse(emailSchema, email);
  return result.success ? result.output : null;
}

const publicView = (row: typeof staffAccounts.$inferSelect): StaffAccount => ({
  id: row.id,
  email: row.email,
  role: isStaffRole(row.role) ? row.role : 'editor',
  disabled: row.disabledAt !== null,
  totpEnabled: row.totpEnabled,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Database): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
  return rows.map(publicView);
}

export async function findStaff(db: Database, id: number): Promise<StaffAccount | null> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row ? publicView(row) : null;
}

/** Adds an account; refuses (422) a bad address, a weak password, an unknown role, a taken address. */
export async function addStaff(
  db: Database,
  input: { email: string; password: string; role: string },
): Promise<StaffAccount> {
  const email = normalEmail(input.email);
  if (!email) throw new ApiError(422, roStaff.emailInvalid, { email: roStaff.emailInvalid });
  if (!isStaffRole(input.role)) throw new ApiError(422, roStaff.roleInvalid, { role: roStaff.roleInvalid });
  const problem = passwordProblem(input.password);
  if (problem) throw new ApiError(422, problem, { password: problem });
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email, role: input.role, passwordHash })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  if (!row) throw new ApiError(409, roStaff.emailTaken, { email: roStaff.emailTaken });
  return publicView(row);
}

/** Another active admin than `id` exists (the last one cannot lock everybody out). */
async function otherActiveAdmin(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt), ne(staffAccounts.id, id)));
  return (row?.n ?? 0) > 0;
}

export interface StaffChange {
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
  password?: string | undefined;
  /** Forgets the two-factor key (a lost phone): the next login needs only the password, and an
   * admin who must use two-factor is sent to set it up again. */
  resetTotp?: boolean | undefined;
}

/** Applies `change`; any change of role, state, password or two-factor ends the account's sessions. */
export async function changeStaff(db: Database, id: number, change: StaffChange): Promise<StaffAccount> {
  const [current] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!current) throw new ApiError(404, roStaff.accountNotFound);
  const losesAdmin =
    current.role === 'admin' &&
    current.disabledAt === null &&
    ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
  if (losesAdmin && !(await otherActiveAdmin(db, id))) throw new ApiError(409, roStaff.lastAdmin);
  if (change.password !== undefined) {
    const problem = passwordProblem(change.password);
    if (problem) throw new ApiError(422, problem, { password: problem });
  }
  const values: Partial<typeof staffAccounts.$inferInsert> = {};
  if (change.role !== undefined) values.role = change.role;
  if (change.disabled !== undefined) values.disabledAt = change.disabled ? new Date() : null;
  if (change.password !== undefined) {
    values.passwordHash = await hashPassword(change.password);
    values.failedLogins = 0;
    values.lockedUntil = null;
  }
  if (change.resetTotp) {
    values.totpSecret = null;
    values.totpEnabled = false;
  }
  const [row] = await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, id));
    return tx.update(staffAccounts).set(values).where(eq(staffAccounts.id, id)).returning();
  });
  if (!row) throw new ApiError(404, roStaff.accountNotFound);
  return publicView(row);
}

export async function findStaffByEmail(db: Database, email: string) {
  const normal = normalEmail(email);
  if (!normal) return undefined;
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, normal));
  return row;
}

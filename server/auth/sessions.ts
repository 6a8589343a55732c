/**
 * Server-side staff sessions. The cookie carries 32 random bytes; the table keeps their SHA-256.
 * A session ends after 30 idle minutes or 12 hours in all, and at once when its row is deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { staffAccounts, staffSessions } from '../db/schema.ts';
import { isStaffRole, type StaffRole } from './roles.ts';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** last_seen_at is written at most this often (one write a minute, not one per request). */
const TOUCH_EVERY_MS = 60_000;

export const SESSION_COOKIE = 'staff_session';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface StaffIdentity {
  accountId: number;
  email: string;
  role: StaffRole;
}

export async function createSession(db: Database, accountId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: digest(token),
    accountId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  // Ended sessions are swept on each login; nothing reads them again.
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return token;
}

/** The live session's account, or null (unknown, idle too long, past 12 hours, account disabled). */
export async function readSession(db: Database, token: string, now: Date): Promise<StaffIdentity | null> {
  const tokenHash = digest(token);
  const [row] = await db
    .select({
      accountId: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      disabledAt: staffAccounts.disabledAt,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row || !isStaffRole(row.role)) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (row.disabledAt !== null || row.expiresAt <= now || idle > SESSION_IDLE_MS) {
    await endSession(db, token);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(staffSessions.tokenHash, tokenHash)));
  }
  return { accountId: row.accountId, email: row.email, role: row.role };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, digest(token)));
}

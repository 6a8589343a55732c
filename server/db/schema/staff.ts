import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Back-office accounts (issue 34). The password is an argon2id hash, never the password; `role` is
 * one of STAFF_ROLES (server/auth/roles.ts). A disabled account keeps its row (history names it)
 * but cannot log in, and its sessions are deleted when it is disabled.
 */
export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** Stored lower-case: one account per address whatever the casing typed. */
  email: text('email').notNull().unique(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Wrong passwords since the last good one; at the limit the account locks until `locked_until`. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Base32 TOTP secret once two-factor is enabled; null: password only. */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Server-side sessions: the cookie holds a random token, the row its SHA-256, so a leaked table
 * opens nothing. Deleting the row ends the session at once (logout, role change, disable).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Refreshed on use; past the idle timeout the session is over. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_account_idx').on(table.accountId)],
);

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The staff audit trail (issue 35): every back-office action, who did it, when, from which address
 * class, on what, and the record before and after. Append-only: a trigger (migration 0019) refuses
 * UPDATE and DELETE, and no route writes anything but INSERT.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** staff_accounts.id; 0 for the ADMIN_TOKEN automation, null for a login that named no account. */
    actorId: integer('actor_id'),
    /** The address typed or the account's, kept as text so the entry outlives the account. */
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role'),
    /** One of AUDIT_ACTIONS (server/audit/audit-actions.ts). */
    action: text('action').notNull(),
    /** What was acted on, as `kind/id` (e.g. `cars/RL-1`, `orders/<uuid>`); null for login and logout. */
    target: text('target'),
    /** The client's network, not its address: IPv4 /24, IPv6 /48 (audit-address.ts). */
    addressClass: text('address_class'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorEmail, table.at),
    index('audit_log_target_idx').on(table.target, table.at),
  ],
);

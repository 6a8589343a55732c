/**
 * Writing the audit trail. Callers pass the same transaction that makes the change, so an action
 * and its entry are stored together or not at all.
 */
import type { Context } from 'hono';
import { clientAddressOf } from '../auth/request-facts.ts';
import type { StaffIdentity } from '../auth/sessions.ts';
import { auditLog } from '../db/schema.ts';
import type { DbContext } from '../orders/order-repository.ts';
import type { AuditAction } from './audit-actions.ts';
import { addressClass } from './audit-address.ts';

export interface AuditActor {
  accountId: number | null;
  email: string;
  role: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  /** `kind/id`, e.g. `cars/RL-1`. */
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** Who acts and from which network: read once per request, then passed to recordAudit. */
export interface AuditSource {
  actor: AuditActor;
  addressClass: string | null;
}

/** The staff member the guard let in (staffOf(c)), or a login attempt's typed address. */
export const auditSourceOf = (
  c: Context,
  actor: StaffIdentity | AuditActor,
  trustedProxies: number,
): AuditSource => ({
  actor: { accountId: actor.accountId, email: actor.email, role: actor.role },
  addressClass: addressClass(clientAddressOf(c, trustedProxies)),
});

export async function recordAudit(
  db: DbContext,
  source: AuditSource,
  entry: AuditEntry,
  at?: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    ...(at ? { at } : {}),
    actorId: source.actor.accountId,
    actorEmail: source.actor.email,
    actorRole: source.actor.role,
    action: entry.action,
    target: entry.target ?? null,
    addressClass: source.addressClass,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

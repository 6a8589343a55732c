/**
 * What the desk's customer-request routes (issue 35) need: the database, the clocks, where the
 * e-mails' links point, the private storage of the refund statements, and how the client's address
 * is read for the audit trail.
 */
import type { Context } from 'hono';
import { type AuditSource, auditSourceOf } from '../../audit/audit-log.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';

export interface DeskDeps {
  db: Database;
  now: () => Date;
  /** Today in the shop's time zone (yyyy-MM-dd). */
  today: () => string;
  /** The site's origin for e-mail links; null: the request's own origin. */
  siteOrigin: string | null;
  /** The refund statements (never served publicly); unset: the statement answers 404. */
  privateStorage?: Storage | undefined;
  trustedProxies: number;
}

export const auditOf = (deps: DeskDeps, c: Context): AuditSource =>
  auditSourceOf(c, staffOf(c), deps.trustedProxies);

/** A list answer react-admin can read: every row at once, its count in Content-Range. */
export function listAnswer<T>(c: Context, resource: string, rows: readonly T[]): Response {
  c.header('Content-Range', `${resource} 0-${Math.max(0, rows.length - 1)}/${rows.length}`);
  return c.json(rows);
}

/** A numeric id from the path, or null (the caller answers 404: a malformed id names nothing). */
export function idParam(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

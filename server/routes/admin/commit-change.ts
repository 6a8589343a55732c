/**
 * Every admin write goes through here: the change and its content event commit together, and the
 * notifier hears about it only after the commit (a rebuild must never read a rolled-back edit).
 * A tracked change also keeps the record's version (content-history/versions.ts) and writes its
 * audit entry with the record before and after, in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { HistoryKind } from '../../../src/domain/cms/history.ts';
import type { AuditAction } from '../../audit/audit-actions.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import {
  type ContentEventKind,
  type NotifyContentChange,
  recordContentEvent,
} from '../../content-events/content-events.ts';
import { keepVersions } from '../../content-history/versions.ts';
import type { Database } from '../../db/client.ts';

export interface ChangeDeps {
  db: Database;
  notify: NotifyContentChange;
}

/** Who saves (the request's audit source), and which version a restore brings back. */
export interface SaveBy {
  source: AuditSource;
  restoredFrom?: number | undefined;
}

/** Who saves which record, and how to read that record (in the admin API's shape; null: none). */
export interface Tracked {
  source: AuditSource;
  kind: HistoryKind;
  id: string;
  snapshot: (tx: Database) => Promise<unknown>;
  /** Default: content.create when there was no record, content.restore with `restoredFrom`, else content.update. */
  action?: AuditAction;
  /** The version a restore brings back. */
  restoredFrom?: number | undefined;
}

/** `by` saving the record `kind/id`, read back with `snapshot`. */
export const track = (
  by: SaveBy,
  kind: HistoryKind,
  id: string,
  snapshot: (tx: Database) => Promise<unknown>,
  action?: AuditAction,
): Tracked => ({ ...by, kind, id, snapshot, ...(action ? { action } : {}) });

/** What jsonb keeps of a value: dates as ISO strings, undefined fields gone. */
const asStored = (value: unknown): unknown =>
  value === null || value === undefined ? null : JSON.parse(JSON.stringify(value));

const actionOf = (tracked: Tracked, before: unknown): AuditAction =>
  tracked.action ??
  (tracked.restoredFrom !== undefined
    ? 'content.restore'
    : before === null
      ? 'content.create'
      : 'content.update');

export async function commitChange<T>(
  { db, notify }: ChangeDeps,
  kind: ContentEventKind,
  write: (tx: Database) => Promise<T>,
  /** The car's SKU or the page's slug, so a rebuild renders only the pages that show it. */
  subject: string | null = null,
  tracked?: Tracked,
): Promise<T> {
  const { result, change } = await db.transaction(async (tx) => {
    // A transaction offers the same query API as the database it came from.
    const scoped = tx as unknown as Database;
    // Saves of one record take turns, so each reads the version the previous one kept.
    if (tracked)
      await scoped.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tracked.kind}/${tracked.id}`}))`);
    const before = tracked ? asStored(await tracked.snapshot(scoped)) : null;
    const result = await write(scoped);
    if (tracked) {
      const after = asStored(await tracked.snapshot(scoped));
      const record = { kind: tracked.kind, id: tracked.id };
      await keepVersions(scoped, record, before, after, tracked.source, tracked.restoredFrom);
      await recordAudit(scoped, tracked.source, {
        action: actionOf(tracked, before),
        target: `${tracked.kind}/${tracked.id}`,
        before,
        after,
      });
    }
    return { result, change: await recordContentEvent(scoped, kind, subject) };
  });
  notify(change);
  return result;
}

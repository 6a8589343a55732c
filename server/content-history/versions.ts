/**
 * The versions table (content_versions): kept in the transaction of the save, read by the history
 * routes. A save stores the record as saved; when the stored content differs from the newest
 * version (the seed's content before the first tracked save, or a write that kept no version) that
 * content is kept first, author unknown, so a restore can always go back to it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { type HistoryKind, sameContent } from '../../src/domain/cms/history.ts';
import type { AuditSource } from '../audit/audit-log.ts';
import type { Database } from '../db/client.ts';
import { contentVersions } from '../db/schema.ts';

export interface RecordRef {
  kind: HistoryKind;
  id: string;
}

const ofRecord = ({ kind, id }: RecordRef) =>
  and(eq(contentVersions.kind, kind), eq(contentVersions.recordId, id));

async function newest(tx: Database, record: RecordRef) {
  const [row] = await tx
    .select({ version: contentVersions.version, data: contentVersions.data })
    .from(contentVersions)
    .where(ofRecord(record))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row;
}

/**
 * Keeps `after` as the record's next version (nothing when it equals the newest one), preceded by
 * `before` when the history does not end with it. Concurrent saves of one record are serialized by
 * the unique (kind, record_id, version) index: the loser's transaction fails and nothing is half kept.
 */
export async function keepVersions(
  tx: Database,
  record: RecordRef,
  before: unknown,
  after: unknown,
  source: AuditSource,
  restoredFrom?: number,
): Promise<number | null> {
  const last = await newest(tx, record);
  let version = last?.version ?? 0;
  if (before !== null && (last === undefined || !sameContent(last.data, before))) {
    version += 1;
    await tx
      .insert(contentVersions)
      .values({ kind: record.kind, recordId: record.id, version, data: before });
  }
  if (after === null || sameContent(before, after)) return null;
  version += 1;
  await tx.insert(contentVersions).values({
    kind: record.kind,
    recordId: record.id,
    version,
    data: after,
    staffId: source.actor.accountId,
    staffEmail: source.actor.email,
    restoredFrom: restoredFrom ?? null,
  });
  return version;
}

export interface VersionRow {
  version: number;
  at: Date;
  staffId: number | null;
  staffEmail: string | null;
  restoredFrom: number | null;
  data: unknown;
}

const VERSION_COLUMNS = {
  version: contentVersions.version,
  at: contentVersions.at,
  staffId: contentVersions.staffId,
  staffEmail: contentVersions.staffEmail,
  restoredFrom: contentVersions.restoredFrom,
  data: contentVersions.data,
};

/** The newest `limit` versions, newest first. */
export async function listVersions(db: Database, record: RecordRef, limit: number): Promise<VersionRow[]> {
  return db
    .select(VERSION_COLUMNS)
    .from(contentVersions)
    .where(ofRecord(record))
    .orderBy(desc(contentVersions.version))
    .limit(limit);
}

export async function findVersion(
  db: Database,
  record: RecordRef,
  version: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(contentVersions)
    .where(and(ofRecord(record), eq(contentVersions.version, version)));
  return row;
}

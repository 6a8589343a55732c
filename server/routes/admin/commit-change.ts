/**
 * Every admin write goes through here: the change and its content event commit together, and the
 * notifier hears about it only after the commit (a rebuild must never read a rolled-back edit).
 */
import {
  type ContentEventKind,
  type NotifyContentChange,
  recordContentEvent,
} from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';

export interface ChangeDeps {
  db: Database;
  notify: NotifyContentChange;
}

export async function commitChange<T>(
  { db, notify }: ChangeDeps,
  kind: ContentEventKind,
  write: (tx: Database) => Promise<T>,
  /** The car's SKU or the page's slug, so a rebuild renders only the pages that show it. */
  subject: string | null = null,
): Promise<T> {
  const { result, change } = await db.transaction(async (tx) => {
    // A transaction offers the same query API as the database it came from.
    const scoped = tx as unknown as Database;
    const result = await write(scoped);
    return { result, change: await recordContentEvent(scoped, kind, subject) };
  });
  notify(change);
  return result;
}

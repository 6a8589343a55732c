/** Test helpers of the admin API: a token, a recording notifier and an authorized request. */
import { count, eq } from 'drizzle-orm';
import type { ContentChange } from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';
import { contentEvents } from '../../db/schema.ts';
import type { TestApp } from '../../test/harness.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdefghij';

export function recordingNotifier() {
  const changes: ContentChange[] = [];
  return { changes, notify: (change: ContentChange) => void changes.push(change) };
}

/** `body` is sent as JSON unless it is already a string (malformed bodies). */
export function adminRequest(t: TestApp, method: string, path: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

export async function contentEventCount(db: Database, kind?: string): Promise<number> {
  const query = db.select({ n: count() }).from(contentEvents);
  const [row] = await (kind === undefined ? query : query.where(eq(contentEvents.kind, kind)));
  return row?.n ?? 0;
}

/**
 * Content changes as rows. Each admin write records one `content_events` row in the same
 * transaction as the change, so `contentVersion(db)` (the start-up staleness check) sees every
 * change even when the rebuild webhook never got through; `delivered` says whether it did.
 */
import { asc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentEvents } from '../db/schema.ts';

export const CONTENT_EVENT_KINDS = [
  'car.created',
  'car.updated',
  'car.hidden',
  /** A paid reservation fee turned the car reserved (visibility 4). */
  'car.reserved',
  'static-page.saved',
  'sliders.replaced',
  'testimonials.replaced',
  'faqs.replaced',
  'settings.saved',
  /** The catalogue was (re)seeded: everything may differ, including the event ids themselves. */
  'catalogue.seeded',
] as const;
export type ContentEventKind = (typeof CONTENT_EVENT_KINDS)[number];

/** A committed change, handed to the notifier. */
export interface ContentChange {
  eventId: number;
  kind: ContentEventKind;
  /** The car's SKU or the static page's slug; null when the change is not about one thing. */
  subject: string | null;
}

/** Called after the change committed; must return at once (delivery happens in the background). */
export type NotifyContentChange = (change: ContentChange) => void;

export async function recordContentEvent(
  db: Database,
  kind: ContentEventKind,
  subject: string | null = null,
): Promise<ContentChange> {
  const [row] = await db.insert(contentEvents).values({ kind, subject }).returning({ id: contentEvents.id });
  if (!row) throw new Error('content event not recorded');
  return { eventId: row.id, kind, subject };
}

/** The changes recorded after event `afterId`, oldest first: what a partial rebuild has to show. */
export async function contentChangesSince(db: Database, afterId: number): Promise<ContentChange[]> {
  const rows = await db
    .select({ eventId: contentEvents.id, kind: contentEvents.kind, subject: contentEvents.subject })
    .from(contentEvents)
    .where(gt(contentEvents.id, afterId))
    .orderBy(asc(contentEvents.id));
  // A kind this code does not know (written by a newer version) stays a string: the planner rebuilds all.
  return rows as ContentChange[];
}

/** The newest event id (0 when none): what a build records as the changes it has seen. */
export async function lastContentEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(contentEvents.id) }).from(contentEvents);
  return row?.id ?? 0;
}

export async function markDelivered(db: Database, eventId: number): Promise<void> {
  await db.update(contentEvents).set({ delivered: true }).where(eq(contentEvents.id, eventId));
}

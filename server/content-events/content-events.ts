/**
 * Content changes as rows. Each admin write records one `content_events` row in the same
 * transaction as the change, so `contentVersion(db)` (the start-up staleness check) sees every
 * change even when the rebuild webhook never got through; `delivered` says whether it did.
 */
import { and, asc, eq, gt, gte, max, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentEvents } from '../db/schema.ts';

export const CONTENT_EVENT_KINDS = [
  'car.created',
  'car.updated',
  'car.hidden',
  /** A paid reservation fee turned the car reserved (visibility 4). */
  'car.reserved',
  /** A cancelled order gave its reserved car back to stock (visibility 2; server/orders/order-status.ts). */
  'car.released',
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

/** Transactions open longer than this when a build starts may have their event missed by id alone. */
export const LATE_COMMIT_MARGIN_MS = 5000;

/**
 * The changes a build that read event ids up to `afterId` at `buildStart` may not show, oldest
 * first: what a partial rebuild has to render. Ids alone are not enough: an id is taken when the
 * row is inserted, so a transaction that inserted event 10 and committed after event 11 was read
 * would be skipped. Events created (transaction start time) shortly before the build started are
 * therefore included too; rendering a page twice is harmless, missing one is not.
 */
export async function contentChangesSince(
  db: Database,
  afterId: number,
  buildStart: Date,
): Promise<ContentChange[]> {
  const since = new Date(buildStart.getTime() - LATE_COMMIT_MARGIN_MS);
  const rows = await db
    .select({ eventId: contentEvents.id, kind: contentEvents.kind, subject: contentEvents.subject })
    .from(contentEvents)
    // A seeding commits before the shop starts, never during a build: the margin does not re-read it.
    .where(
      or(
        gt(contentEvents.id, afterId),
        and(gte(contentEvents.createdAt, since), ne(contentEvents.kind, 'catalogue.seeded')),
      ),
    )
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

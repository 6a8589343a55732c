/**
 * Content changes as rows. Each admin write records one `content_events` row in the same
 * transaction as the change, so `contentVersion(db)` (the start-up staleness check) sees every
 * change even when the rebuild webhook never got through; `delivered` says whether it did.
 */
import { eq } from 'drizzle-orm';
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
] as const;
export type ContentEventKind = (typeof CONTENT_EVENT_KINDS)[number];

/** A committed change, handed to the notifier. */
export interface ContentChange {
  eventId: number;
  kind: ContentEventKind;
}

/** Called after the change committed; must return at once (delivery happens in the background). */
export type NotifyContentChange = (change: ContentChange) => void;

export async function recordContentEvent(db: Database, kind: ContentEventKind): Promise<ContentChange> {
  const [row] = await db.insert(contentEvents).values({ kind }).returning({ id: contentEvents.id });
  if (!row) throw new Error('content event not recorded');
  return { eventId: row.id, kind };
}

export async function markDelivered(db: Database, eventId: number): Promise<void> {
  await db.update(contentEvents).set({ delivered: true }).where(eq(contentEvents.id, eventId));
}

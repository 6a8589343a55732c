/**
 * Each versioned record as the admin API writes it (the body a restore sends back): what the
 * history keeps and compares. Lists lose their row ids, which the server assigns again on save.
 */
import { eq } from 'drizzle-orm';
import type { HistoryKind } from '../../../src/domain/cms/history.ts';
import type { Database } from '../../db/client.ts';
import { staticPages } from '../../db/schema.ts';
import { listFaqCategories, listSliders, listTestimonials } from '../content/content.handlers.ts';
import { adminCar } from './admin-car-reads.ts';

const withoutId = <T extends { id: unknown }>({ id: _id, ...rest }: T) => rest;

export async function carSnapshot(db: Database, sku: string) {
  const car = await adminCar(db, sku);
  if (!car) return null;
  // The SKU names the record; the price is computed from the fields kept.
  const { id: _id, sku: _sku, price: _price, ...fields } = car;
  return fields;
}

export async function staticPageSnapshot(db: Database, slug: string) {
  const [row] = await db
    .select({ name: staticPages.name, content: staticPages.content })
    .from(staticPages)
    .where(eq(staticPages.slug, slug));
  return row ?? null;
}

export const slidersSnapshot = async (db: Database) => (await listSliders(db)).map(withoutId);

export const testimonialsSnapshot = async (db: Database) => (await listTestimonials(db)).map(withoutId);

export const faqsSnapshot = async (db: Database) =>
  (await listFaqCategories(db)).map(({ name, faqs }) => ({ name, faqs: faqs.map(withoutId) }));

/** The snapshot reader of each kind, by record id. */
export const SNAPSHOTS: Record<HistoryKind, (db: Database, id: string) => Promise<unknown>> = {
  car: carSnapshot,
  'static-page': staticPageSnapshot,
  sliders: slidersSnapshot,
  testimonials: testimonialsSnapshot,
  faqs: faqsSnapshot,
};

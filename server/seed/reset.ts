/** Emptying the seeded tables, for `cli.ts --reset` and tests that reseed one database. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { cars } from '../db/schema.ts';

const TABLES = [
  'reservations',
  'cars',
  'models',
  'manufacturers',
  'colors',
  'locations',
  'transmissions',
  'fuels',
  'pollution_norms',
  'tractions',
  'car_bodies',
  'sliders',
  'testimonials',
  'faqs',
  'faq_categories',
  'static_pages',
  'settings',
  'cities',
  'counties',
  'outbox',
  'outbox_attachments',
  'content_events',
];

/** TRUNCATE … RESTART IDENTITY, so a reseed gets the same ids as a fresh database. */
export async function truncateAll(db: Database): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));
}

export async function hasCars(db: Database): Promise<boolean> {
  const rows = await db.select({ id: cars.id }).from(cars).limit(1);
  return rows.length > 0;
}

/**
 * What an order's creation reads besides the order: the car by its SKU, whether the locality is
 * in the county, and the offers' validity date a SECCI prints. Three of an order's five statements
 * and the same few answers for every order, so they are kept in memory as the catalogue's lists are
 * (memo-cache.ts): a change committed through this app (an admin edit, a car reserved by its
 * payment) drops them at once, another instance's changes are seen within `ttlMs`, and an expired
 * answer is never used. With `ttlMs` 0 every order reads them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryKeeper } from '../../db/kept-queries.ts';
import { cities, counties } from '../../db/schema.ts';
import { createMemoCache } from '../../http/memo-cache.ts';
import { findCarBySku, type OrderableCar } from '../../orders/order-repository.ts';
import { currentValidity } from '../timetable/timetable.handlers.ts';

/** The county's name when the locality belongs to it, else the field to blame. */
export type CountyCheck = { name: string } | { field: 'judet' | 'localitate' };

export interface ReferenceReads {
  car(sku: string): Promise<OrderableCar | null>;
  county(countyId: number, locality: string): Promise<CountyCheck>;
  /** The offers' validity date on `today`, or null when unset or past. */
  validity(today: string): Promise<string | null>;
  /** Forgets every answer: a content change was committed. */
  invalidate(): void;
}

const countyWithLocality = queryKeeper((db: Database) =>
  db
    .select({
      name: counties.name,
      hasLocality: sql<boolean>`exists (select 1 from ${cities} where ${and(
        eq(cities.countyId, counties.id),
        eq(cities.name, sql.placeholder('locality')),
      )})`,
    })
    .from(counties)
    .where(eq(counties.id, sql.placeholder('countyId')))
    .limit(1)
    .prepare('county_with_locality'),
);

async function countyCheck(db: Database, countyId: number, locality: string): Promise<CountyCheck> {
  const [county] = await countyWithLocality(db).execute({ countyId, locality });
  if (!county) return { field: 'judet' };
  return county.hasLocality ? { name: county.name } : { field: 'localitate' };
}

/** Keys come from what strangers send (SKUs, localities): each cache keeps at most this many. */
const MAX_KEYS = 2048;

export function createReferenceReads(db: Database, ttlMs: number): ReferenceReads {
  const cars = createMemoCache<OrderableCar | null>({ ttlMs, maxEntries: MAX_KEYS });
  const places = createMemoCache<CountyCheck>({ ttlMs, maxEntries: MAX_KEYS });
  const validity = createMemoCache<string | null>({ ttlMs, maxEntries: 2 });
  return {
    car: async (sku) => (await cars.get(sku, () => findCarBySku(db, sku))).value,
    county: async (countyId, locality) =>
      (await places.get(`${countyId}\n${locality}`, () => countyCheck(db, countyId, locality))).value,
    validity: async (today) => (await validity.get(today, () => currentValidity(db, today))).value,
    invalidate() {
      cars.invalidate();
      places.invalidate();
      validity.invalidate();
    },
  };
}

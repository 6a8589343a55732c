/**
 * What an order's creation reads besides the order: the car by its SKU, whether the locality is
 * in the county, the offers' validity date a SECCI prints and the fee and rate the order stores. Three of an order's five statements
 * and the same few answers for every order, so they are kept in memory as the catalogue's lists are
 * (memo-cache.ts): a change committed through this app (an admin edit, a car reserved by its
 * payment) drops them at once, another instance's changes are seen within `ttlMs`, and an expired
 * answer is never used. With `ttlMs` 0 every order reads them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BusinessFigures } from '../../../src/domain/business-figures.ts';
import type { Database } from '../../db/client.ts';
import { queryKeeper } from '../../db/kept-queries.ts';
import { cities, counties } from '../../db/schema.ts';
import { createMemoCache } from '../../http/memo-cache.ts';
import { findCarBySku, type OrderableCar } from '../../orders/order-repository.ts';
import { readFigures } from '../settings/settings.handlers.ts';
import { currentValidity } from '../timetable/timetable.handlers.ts';

/** The county's name when the locality belongs to it, else the field to blame. */
export type CountyCheck = { name: string } | { field: 'judet' | 'localitate' };

export interface ReferenceReads {
  car(sku: string): Promise<OrderableCar | null>;
  county(countyId: number, locality: string): Promise<CountyCheck>;
  /** The offers' validity date on `today`, or null when unset or past. */
  validity(today: string): Promise<string | null>;
  /** The business figures in force (settings): the fee and the rate a new order stores. */
  figures(): Promise<BusinessFigures>;
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

/** `eurRonRate`: the server's EUR_RON_RATE, the rate while the eur_ron_rate setting is unset. */
export function createReferenceReads(db: Database, ttlMs: number, eurRonRate: number): ReferenceReads {
  const cars = createMemoCache<OrderableCar | null>({ ttlMs, maxEntries: MAX_KEYS });
  const places = createMemoCache<CountyCheck>({ ttlMs, maxEntries: MAX_KEYS });
  const validity = createMemoCache<string | null>({ ttlMs, maxEntries: 2 });
  const figures = createMemoCache<BusinessFigures>({ ttlMs, maxEntries: 1 });
  return {
    car: async (sku) => (await cars.get(sku, () => findCarBySku(db, sku))).value,
    county: async (countyId, locality) =>
      (await places.get(`${countyId}\n${locality}`, () => countyCheck(db, countyId, locality))).value,
    validity: async (today) => (await validity.get(today, () => currentValidity(db, today))).value,
    figures: async () => (await figures.get('current', () => readFigures(db, eurRonRate))).value,
    invalidate() {
      cars.invalidate();
      places.invalidate();
      validity.invalidate();
      figures.invalidate();
    },
  };
}

/** Test-only: cars of the seeded database in the states the lead tests need, and a free slot. */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { viewingSlots } from '../../../src/domain/catalog/viewing-slots.ts';
import { type CarDetail, carDetailSchema } from '../../../src/domain/cms-schemas.ts';
import { addDays } from '../../../src/domain/dates.ts';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';
import type { TestApp } from '../../test/harness.ts';

export async function firstSku(db: Database, where: SQL | undefined): Promise<string> {
  const [car] = await db.select({ sku: cars.sku }).from(cars).where(where).orderBy(asc(cars.id)).limit(1);
  if (!car) throw new Error('the seed has no such car');
  return car.sku;
}

export const viewableCar = (db: Database) =>
  firstSku(db, and(eq(cars.carVisibilityId, 2), ne(cars.categoryId, 1)));
export const reservedCar = (db: Database) => firstSku(db, eq(cars.carVisibilityId, 4));
export const subscriptionCar = (db: Database) =>
  firstSku(db, and(eq(cars.carVisibilityId, 2), eq(cars.categoryId, 1)));

export async function carDetail(t: TestApp, sku: string): Promise<CarDetail> {
  const { body } = await t.request(`/api/cars/${sku}`);
  return v.parse(carDetailSchema, body);
}

/** The first date from `today + 1` with at least `count` free hours, and those hours. */
export function freeSlots(car: CarDetail, today: string, count: number): { date: string; hours: number[] } {
  for (let offset = 1; offset <= 60; offset += 1) {
    const date = addDays(today, offset);
    const hours = viewingSlots(car.location, date, { date: today, hour: -1 });
    if (hours.length >= count) return { date, hours };
  }
  throw new Error(`no date with ${count} free hours at ${car.location.name}`);
}

export const visitor = {
  last_name: 'Popescu',
  first_name: 'Ana',
  phone_no: '+40 712 345 678',
  email: 'ana.popescu@example.ro',
};

export function jsonInit(body: unknown, method = 'POST', headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

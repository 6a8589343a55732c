/** The car facts the lead endpoints check before storing anything. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';

const carFacts = {
  id: cars.id,
  sku: cars.sku,
  productName: cars.productName,
  categoryId: cars.categoryId,
  visibility: cars.carVisibilityId,
  locationId: cars.locationId,
};

export type CarFacts = {
  id: number;
  sku: string;
  productName: string;
  categoryId: number;
  visibility: number;
  locationId: number;
};

export async function carBySku(db: Database, sku: string): Promise<CarFacts | null> {
  const [car] = await db.select(carFacts).from(cars).where(eq(cars.sku, sku)).limit(1);
  return car ?? null;
}

export async function carById(db: Database, id: number): Promise<CarFacts | null> {
  const [car] = await db.select(carFacts).from(cars).where(eq(cars.id, id)).limit(1);
  return car ?? null;
}

/** Viewings are for financing cars (not category 1, subscription) that are in stock (visibility 2). */
export function isViewable(car: CarFacts): boolean {
  return car.visibility === 2 && car.categoryId !== 1;
}

/** Counties and their localities, sorted by Romanian name. */
import { eq } from 'drizzle-orm';
import type { City, County } from '../../../src/domain/cms-schemas.ts';
import type { Database } from '../../db/client.ts';
import { cities, counties } from '../../db/schema.ts';
import { byRomanianName } from '../shared/collation.ts';

export async function listCounties(db: Database): Promise<County[]> {
  const rows = await db
    .select({ id: counties.id, name: counties.name, delivery_price: counties.deliveryPrice })
    .from(counties);
  return rows.sort(byRomanianName);
}

/** The county's cities, or null when the county does not exist. */
export async function listCities(db: Database, countyId: number): Promise<City[] | null> {
  const [county, rows] = await Promise.all([
    db.select({ id: counties.id }).from(counties).where(eq(counties.id, countyId)).limit(1),
    db
      .select({ id: cities.id, name: cities.name, postal_code: cities.postalCode })
      .from(cities)
      .where(eq(cities.countyId, countyId)),
  ]);
  if (county.length === 0) return null;
  return rows.sort(byRomanianName);
}

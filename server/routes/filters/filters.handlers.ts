/**
 * The filter bar's values: only those used by at least one listed car, each set in one query
 * (`id in (select distinct … from cars where listed)`), sorted by Romanian name.
 */
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Filters } from '../../../src/domain/cms-schemas.ts';
import { CAR_LOOKUPS, type CarLookup } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { cars, colors, models } from '../../db/schema.ts';
import { isListed } from '../cars/visibility.ts';
import { byRomanianName } from '../shared/collation.ts';

type Row = { id: number; name: string };

function usedIds(db: Database, column: PgColumn) {
  return db.selectDistinct({ id: column }).from(cars).where(isListed());
}

async function usedRows(db: Database, { table, column }: CarLookup): Promise<Row[]> {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, usedIds(db, column)));
  return rows.sort(byRomanianName);
}

export async function loadFilters(db: Database): Promise<Filters> {
  const [
    makers,
    modelRows,
    transmissionRows,
    fuelRows,
    locationRows,
    normRows,
    tractionRows,
    colorRows,
    bodyRows,
  ] = await Promise.all([
    usedRows(db, CAR_LOOKUPS.manufacturer_id),
    db
      .select({ id: models.id, name: models.name, manufacturerId: models.manufacturerId })
      .from(models)
      .where(inArray(models.id, usedIds(db, cars.modelId))),
    usedRows(db, CAR_LOOKUPS.transmission_id),
    usedRows(db, CAR_LOOKUPS.fuel_id),
    usedRows(db, CAR_LOOKUPS.location_id),
    usedRows(db, CAR_LOOKUPS.pollution_norm_id),
    usedRows(db, CAR_LOOKUPS.traction_id),
    db
      .select({ id: colors.id, name: colors.name, code: colors.code })
      .from(colors)
      .where(inArray(colors.id, usedIds(db, cars.colorId))),
    usedRows(db, CAR_LOOKUPS.car_body_id),
  ]);
  modelRows.sort(byRomanianName);
  return {
    manufacturers: makers.map((maker) => ({
      ...maker,
      models: modelRows
        .filter((model) => model.manufacturerId === maker.id)
        .map(({ id, name }) => ({ id, name })),
    })),
    transmissions: transmissionRows,
    fuel: fuelRows,
    locations: locationRows,
    pollution_norms: normRows,
    tractions: tractionRows,
    colors: colorRows.sort(byRomanianName),
    car_bodies: bodyRows,
  };
}

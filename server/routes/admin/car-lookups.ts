/**
 * A car's lookup ids must name existing rows (and its model must be one of its manufacturer's),
 * checked before writing so the editor gets a 422 naming the field instead of a foreign-key 500.
 */
import { eq, inArray } from 'drizzle-orm';
import { fill, roAdminApi } from '../../../src/i18n/ro.ts';
import { CAR_LOOKUPS, type CarLookupField } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { models } from '../../db/schema.ts';
import type { FieldErrors } from '../../http/errors.ts';

export type CarLookupIds = Record<CarLookupField | 'model_id', number>;

export async function lookupErrors(db: Database, ids: CarLookupIds): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [field, { table }] of Object.entries(CAR_LOOKUPS)) {
    const id = ids[field as CarLookupField];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [id]))
      .limit(1);
    if (found.length === 0) errors[field] = fill(roAdminApi.unknownId, { id });
  }
  const [model] = await db
    .select({ manufacturerId: models.manufacturerId })
    .from(models)
    .where(eq(models.id, ids.model_id))
    .limit(1);
  if (!model) errors.model_id = fill(roAdminApi.unknownId, { id: ids.model_id });
  else if (model.manufacturerId !== ids.manufacturer_id && !errors.manufacturer_id) {
    errors.model_id = roAdminApi.modelOfOtherManufacturer;
  }
  return errors;
}

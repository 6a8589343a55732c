/**
 * The back office's car reads (issue 34): a paged, filtered, sorted list over every car (hidden ones
 * too) and one car's editable fields, in the same snake_case as the write bodies. The fields come
 * from carCreateSchema's entries, so a field added to the write schema is read back with no edit
 * here. Paging and filtering happen in SQL: 10,000 cars stay a few milliseconds.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { carCreateSchema } from '../../../src/domain/cms/car-payloads.ts';
import { CAR_LOOKUPS } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { cars, models } from '../../db/schema.ts';

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** The editable fields, as the write body names them. */
export const EDITABLE_CAR_FIELDS = Object.keys(carCreateSchema.entries);

type CarRow = typeof cars.$inferSelect;

/** A stored car as the back office edits it: every editable field, `id` = the SKU. */
export function editableCar(row: CarRow): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.sku };
  for (const field of EDITABLE_CAR_FIELDS) record[field] = row[camel(field) as keyof CarRow] ?? null;
  record.price = row.price;
  return record;
}

export async function adminCar(db: Database, sku: string): Promise<Record<string, unknown> | null> {
  const [row] = await db.select().from(cars).where(eq(cars.sku, sku)).limit(1);
  return row ? editableCar(row) : null;
}

const SORTABLE = {
  sku: cars.sku,
  product_name: cars.productName,
  initial_price: cars.initialPrice,
  price: cars.price,
  availability_date: cars.availabilityDate,
  updated_at: cars.updatedAt,
} as const;

const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(min), v.maxValue(max));

/** The list's query: ?page=1&per_page=25&q=…&sort=product_name&order=ASC&category_id=1&… */
export const carListQuerySchema = v.object({
  page: v.optional(whole(1, 100_000), '1'),
  per_page: v.optional(whole(1, 100), '25'),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  sort: v.optional(v.picklist(Object.keys(SORTABLE) as (keyof typeof SORTABLE)[]), 'sku'),
  order: v.optional(v.picklist(['ASC', 'DESC']), 'ASC'),
  category_id: v.optional(whole(1, 100)),
  car_visibility_id: v.optional(whole(1, 100)),
  manufacturer_id: v.optional(whole(1, 1_000_000)),
});

export type CarListQuery = v.InferOutput<typeof carListQuerySchema>;

export interface CarListItem {
  id: string;
  sku: string;
  product_name: string;
  category_id: number;
  car_visibility_id: number;
  manufacturer_id: number;
  initial_price: number;
  reduced_price: number | null;
  price: number;
  availability_date: string | null;
  profile_photo: string;
}

export async function listAdminCars(
  db: Database,
  query: CarListQuery,
): Promise<{ items: CarListItem[]; total: number; offset: number }> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(ilike(cars.sku, pattern), ilike(cars.productName, pattern));
    if (match) conditions.push(match);
  }
  if (query.category_id !== undefined) conditions.push(eq(cars.categoryId, query.category_id));
  if (query.car_visibility_id !== undefined)
    conditions.push(eq(cars.carVisibilityId, query.car_visibility_id));
  if (query.manufacturer_id !== undefined) conditions.push(eq(cars.manufacturerId, query.manufacturer_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === 'DESC' ? desc : asc;
  const offset = (query.page - 1) * query.per_page;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        sku: cars.sku,
        product_name: cars.productName,
        category_id: cars.categoryId,
        car_visibility_id: cars.carVisibilityId,
        manufacturer_id: cars.manufacturerId,
        initial_price: cars.initialPrice,
        reduced_price: cars.reducedPrice,
        price: cars.price,
        availability_date: cars.availabilityDate,
        profile_photo: cars.profilePhoto,
      })
      .from(cars)
      .where(where)
      .orderBy(direction(SORTABLE[query.sort]), asc(cars.id))
      .limit(query.per_page)
      .offset(offset),
    db.select({ n: count() }).from(cars).where(where),
  ]);
  return { items: rows.map((row) => ({ id: row.sku, ...row })), total: total?.n ?? 0, offset };
}

/** Every lookup's rows ({ id, name }), and models with their manufacturer: the form's choices. */
export async function carLookups(db: Database): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    Object.entries(CAR_LOOKUPS).map(async ([field, { table }]) => {
      const rows = await db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.name));
      return [field, rows] as const;
    }),
  );
  const modelRows = await db
    .select({ id: models.id, name: models.name, manufacturer_id: models.manufacturerId })
    .from(models)
    .orderBy(asc(models.name));
  return { ...Object.fromEntries(entries), model_id: modelRows };
}

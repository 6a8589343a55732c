/**
 * GET /cars (filtered list, from the catalogue cache; `sort=` orders it as the list island does,
 * car-sort.ts), GET /cars/:sku (detail with payment_info, or
 * without it with `tables=none`: what the islands that read a car live use) and
 * GET /car-details?skus=A,B[&tables=packed] (up to 50 details in one answer: what the site build
 * reads; `tables=packed` answers financed cars' tables packed, see carDetailsBody).
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { type CarSort, SORT_PARAM } from '../../../src/domain/catalog/car-sort.ts';
import { carSortSchema } from '../../../src/domain/catalog/car-sort-schema.ts';
import { MAX_CAR_DETAILS_PER_READ } from '../../../src/domain/cms-schemas.ts';
import { SKU_PATTERN } from '../../../src/domain/ids.ts';
import { fill, roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { CACHE_LIVE } from '../../http/cache.ts';
import { invalidFields, notFound } from '../../http/errors.ts';
import { type JsonCache, sendCachedJson } from '../../http/json-cache.ts';
import { idList, optionalIds, parseAll, queryList } from '../../http/query.ts';
import {
  CAR_FILTER_NAMES,
  carDetailsBody,
  findCar,
  findCarWithoutTables,
  listCars,
} from './cars.handlers.ts';

/** The one value of GET /car-details' `tables`. */
const PACKED_TABLES = 'packed';
/** The one value of GET /cars/{sku}'s `tables`: the car without payment_info. */
const NO_TABLES = 'none';

export interface CarsRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone; reservations before it are history. */
  today: () => string;
  /** The list's cache, invalidated by content changes. */
  cache: JsonCache;
}

/** `sort` of GET /cars: absent or empty is today's order; one value, from car-sort.ts' rule. */
function optionalSort(c: Context): CarSort | null {
  const values = (c.req.queries(SORT_PARAM) ?? [])
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0) return null;
  const result = v.safeParse(carSortSchema, values.length === 1 ? values[0] : values);
  if (!result.success) throw invalidFields({ [SORT_PARAM]: result.issues[0].message });
  return result.output as CarSort;
}

export function carsRoutes({ db, today, cache }: CarsRouteDeps): Hono {
  const app = new Hono();
  app.get('/cars', async (c) => {
    const { categoryIds, filters, sort } = parseAll({
      categoryIds: () => idList(c, 'categories_ids'),
      filters: () => optionalIds(c, CAR_FILTER_NAMES),
      sort: () => optionalSort(c),
    });
    // Keyed by the parsed query, so junk parameters and their order do not multiply entries.
    const key = `cars:${JSON.stringify([categoryIds, filters, sort])}`;
    return sendCachedJson(c, await cache.get(key, () => listCars(db, { categoryIds, filters, sort })));
  });
  app.get('/cars/:sku', async (c) => {
    const sku = c.req.param('sku');
    const tables = c.req.queries('tables') ?? [];
    if (tables.some((value) => value !== NO_TABLES)) {
      throw invalidFields({ tables: roPublicApi.carTablesFormatInvalid });
    }
    const read = tables.length > 0 ? findCarWithoutTables : findCar;
    const car = SKU_PATTERN.test(sku) ? await read(db, sku, today()) : null;
    if (!car) throw notFound(roPublicApi.carNotFound);
    c.header('Cache-Control', CACHE_LIVE);
    return c.json(car);
  });
  app.get('/car-details', async (c) => {
    const skus = queryList(c, 'skus');
    if (
      skus.length === 0 ||
      skus.length > MAX_CAR_DETAILS_PER_READ ||
      !skus.every((sku) => SKU_PATTERN.test(sku))
    ) {
      throw invalidFields({ skus: fill(roPublicApi.skuListInvalid, { max: MAX_CAR_DETAILS_PER_READ }) });
    }
    const tables = c.req.queries('tables') ?? [];
    if (tables.some((value) => value !== PACKED_TABLES)) {
      throw invalidFields({ tables: roPublicApi.tablesFormatInvalid });
    }
    const packedTables = tables.length > 0;
    const body = await carDetailsBody(db, skus, today(), { packedTables });
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': CACHE_LIVE,
    });
  });
  return app;
}

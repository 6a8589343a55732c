/** GET /cars (filtered list, from the catalogue cache) and GET /cars/:sku (detail with payment_info). */
import { Hono } from 'hono';
import { SKU_PATTERN } from '../../../src/domain/ids.ts';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { CACHE_LIVE } from '../../http/cache.ts';
import { notFound } from '../../http/errors.ts';
import { type JsonCache, sendCachedJson } from '../../http/json-cache.ts';
import { idList, optionalIds, parseAll } from '../../http/query.ts';
import { CAR_FILTER_NAMES, findCar, listCars } from './cars.handlers.ts';

export interface CarsRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone; reservations before it are history. */
  today: () => string;
  /** The list's cache, invalidated by content changes. */
  cache: JsonCache;
}

export function carsRoutes({ db, today, cache }: CarsRouteDeps): Hono {
  const app = new Hono();
  app.get('/cars', async (c) => {
    const { categoryIds, filters } = parseAll({
      categoryIds: () => idList(c, 'categories_ids'),
      filters: () => optionalIds(c, CAR_FILTER_NAMES),
    });
    // Keyed by the parsed query, so junk parameters and their order do not multiply entries.
    const key = `cars:${JSON.stringify([categoryIds, filters])}`;
    return sendCachedJson(c, await cache.get(key, () => listCars(db, { categoryIds, filters })));
  });
  app.get('/cars/:sku', async (c) => {
    const sku = c.req.param('sku');
    const car = SKU_PATTERN.test(sku) ? await findCar(db, sku, today()) : null;
    if (!car) throw notFound(roPublicApi.carNotFound);
    c.header('Cache-Control', CACHE_LIVE);
    return c.json(car);
  });
  return app;
}

/** GET /filters, from the catalogue cache. */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { type JsonCache, sendCachedJson } from '../../http/json-cache.ts';
import { loadFilters } from './filters.handlers.ts';

export function filtersRoutes({ db, cache }: { db: Database; cache: JsonCache }): Hono {
  const app = new Hono();
  app.get('/filters', async (c) => sendCachedJson(c, await cache.get('filters', () => loadFilters(db))));
  return app;
}

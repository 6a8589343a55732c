/** GET /filters. */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { loadFilters } from './filters.handlers.ts';

export function filtersRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/filters', async (c) => c.json(await loadFilters(db)));
  return app;
}

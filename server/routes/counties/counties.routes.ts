/** GET /counties and /counties/:id (the county's localities). */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { idParam } from '../../http/query.ts';
import { listCities, listCounties } from './counties.handlers.ts';

export function countiesRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/counties', async (c) => c.json(await listCounties(db)));
  app.get('/counties/:id', async (c) => {
    const cityList = await listCities(db, idParam(c, 'id'));
    if (!cityList) throw notFound(roPublicApi.countyNotFound);
    return c.json(cityList);
  });
  return app;
}

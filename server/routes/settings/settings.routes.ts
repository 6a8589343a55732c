/** GET /settings: the site-wide content settings the build reads (e.g. offers_valid_until). */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { readPublicSettings } from './settings.handlers.ts';

export function settingsRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/settings', async (c) => c.json(await readPublicSettings(db)));
  return app;
}

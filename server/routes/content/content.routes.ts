/** GET /sliders, /testimonials, /faqs, /static-pages/:slug. */
import { Hono } from 'hono';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findStaticPage, listFaqCategories, listSliders, listTestimonials } from './content.handlers.ts';

/** Slugs are short kebab-case words; anything else cannot exist, so it is a 404 without a query. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function contentRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.get('/sliders', async (c) => c.json(await listSliders(db)));
  app.get('/testimonials', async (c) => c.json(await listTestimonials(db)));
  app.get('/faqs', async (c) => c.json(await listFaqCategories(db)));
  app.get('/static-pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = SLUG.test(slug) ? await findStaticPage(db, slug) : null;
    if (!page) throw notFound(roPublicApi.pageNotFound);
    return c.json(page);
  });
  return app;
}

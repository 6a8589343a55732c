/**
 * The back office's content reads (issue 34): the legal pages' list, one page, every setting (the
 * server-only ones too, and the EUR/RON rate in force while its setting is unset), and the slider,
 * testimonials and FAQ as stored: the public routes answer the same lists but may be cached for a
 * minute, and an editor must see the save just made.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { FIGURE_KEYS } from '../../../src/domain/business-figures.ts';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { staticPages } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { listFaqCategories, listSliders, listTestimonials } from '../content/content.handlers.ts';
import { readSettings } from '../settings/settings.handlers.ts';

/** `eurRonRate`: the server's EUR_RON_RATE, shown as the rate in force while the setting is unset. */
export function adminContentReads({ db, eurRonRate }: { db: Database; eurRonRate: number }): Hono {
  const app = new Hono();
  app.get('/static-pages', async (c) => {
    const rows = await db
      .select({ id: staticPages.slug, name: staticPages.name, updated_at: staticPages.updatedAt })
      .from(staticPages)
      .orderBy(asc(staticPages.slug));
    c.header('Content-Range', `static-pages 0-${Math.max(0, rows.length - 1)}/${rows.length}`);
    return c.json(rows);
  });
  app.get('/static-pages/:slug', async (c) => {
    const [row] = await db
      .select()
      .from(staticPages)
      .where(eq(staticPages.slug, c.req.param('slug')));
    if (!row) throw notFound(roPublicApi.pageNotFound);
    return c.json({ id: row.slug, name: row.name, content: row.content });
  });
  app.get('/settings', async (c) => {
    const stored = await readSettings(db);
    return c.json({ ...stored, [FIGURE_KEYS.eurRonRate]: stored.eur_ron_rate ?? String(eurRonRate) });
  });
  app.get('/sliders', async (c) => c.json(await listSliders(db)));
  app.get('/testimonials', async (c) => c.json(await listTestimonials(db)));
  app.get('/faqs', async (c) => c.json(await listFaqCategories(db)));
  return app;
}

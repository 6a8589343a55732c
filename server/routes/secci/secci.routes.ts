/**
 * GET /secci: the SECCI form (Directive (EU) 2023/2225 art. 10) of a credit or leasing simulation
 * for an individual, as a PDF. It takes the payment schedule's query (type, months, downpayment,
 * residual, currency, person, sku) and prices it with the financing panel's function, so the form
 * repeats the panel to the cent. Companies and the subscription are outside the directive: 422.
 * A GET like /timetable: reading it stores nothing, so it is not rate-limited.
 */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { CACHE_LIVE } from '../../http/cache.ts';
import { secciDocument } from './secci.handlers.ts';

export interface SecciRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone: the form's issue date. */
  today: () => string;
}

export function secciRoutes({ db, today }: SecciRouteDeps): Hono {
  const app = new Hono();
  app.get('/secci', async (c) => {
    const document = await secciDocument(db, c.req.query(), today());
    return c.body(document.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'Cache-Control': CACHE_LIVE,
    });
  });
  return app;
}

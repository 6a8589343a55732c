/** GET /timetable: the payment schedule (financing) or the offer (subscription) of a car, as a PDF. */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { CACHE_LIVE } from '../../http/cache.ts';
import { timetableDocument } from './timetable.handlers.ts';
import { parseTimetableQuery } from './timetable.query.ts';

export interface TimetableRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone: the documents' issue date. */
  today: () => string;
}

export function timetableRoutes({ db, today }: TimetableRouteDeps): Hono {
  const app = new Hono();
  app.get('/timetable', async (c) => {
    const query = parseTimetableQuery(c.req.query());
    const document = await timetableDocument(db, query, today());
    return c.body(document.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      // Generated from the live tables: cached as briefly as live car data.
      'Cache-Control': CACHE_LIVE,
    });
  });
  return app;
}

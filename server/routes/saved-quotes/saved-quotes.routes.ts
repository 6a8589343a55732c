/**
 * "Trimite-mi oferta" (issue 37): POST /saved-quotes (the form; rate-limited with the other public
 * forms, server/rate-limit/limits.ts) and GET /saved-quotes/:token (the e-mail's link, read by the
 * car page's panels).
 */
import { Hono } from 'hono';
import { savedQuoteSchema } from '../../../src/domain/forms/saved-quote-schema.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, parseJsonBody } from '../../http/request-body.ts';
import { siteOrigin } from '../leads/site-origin.ts';
import { resolveSavedQuote, sendSavedQuote } from './saved-quotes.handlers.ts';

export interface SavedQuotesRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone: the PDF's issue date. */
  today: () => string;
  /** The real time: when a quote was sent and whether it still holds. */
  now: () => Date;
  /** The site's origin for the e-mail's link; defaults to the request's Origin (see siteOrigin). */
  siteUrl?: string | undefined;
  siteOrigins?: readonly string[] | undefined;
}

export function savedQuotesRoutes({ db, today, now, siteUrl, siteOrigins = [] }: SavedQuotesRouteDeps): Hono {
  const app = new Hono();
  app.post('/saved-quotes', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const request = await parseJsonBody(c, savedQuoteSchema);
    const context = { now: now(), today: today(), siteOrigin: siteOrigin(c, siteUrl, siteOrigins) };
    return c.json(await sendSavedQuote(db, request, context), 201);
  });
  app.get('/saved-quotes/:token', async (c) => {
    const answer = await resolveSavedQuote(db, c.req.param('token'), now());
    // Behind a token and turning from valid to expired with time: never kept by a cache.
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });
  return app;
}

/**
 * POST /subscribers: 201 for a new address, 200 for one already subscribed (not an error: the
 * visitor's wish is fulfilled either way, and the outbox must not retry it).
 */
import { Hono } from 'hono';
import { newsletterSchema } from '../../../src/domain/forms/newsletter-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { subscribe } from './subscribers.handlers.ts';

export function subscribersRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.post('/subscribers', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const { email } = parseOr422(newsletterSchema, await jsonBody(c));
    const outcome = await subscribe(db, email);
    return c.json({ message: ro.common.success }, outcome === 'created' ? 201 : 200);
  });
  return app;
}

/**
 * POST /contact-form (201 stored, 200 when the same idempotency key was already stored) and
 * GET /contact-form/:key, a receipt for the sender: `{ received }` only, no message content, so
 * the unguessable key a browser generated is the only way to ask.
 */
import { Hono } from 'hono';
import { contactSchema } from '../../../src/domain/forms/contact-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { hasContactMessage, storeContactMessage } from './contact.handlers.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';

export interface ContactRouteDeps {
  db: Database;
  /** Where messages are notified when the `business_inbox` setting is not set. */
  businessInbox: string;
}

export function contactRoutes({ db, businessInbox }: ContactRouteDeps): Hono {
  const app = new Hono();
  app.post('/contact-form', bodyLimitOf(BODY_LIMITS.contact), async (c) => {
    const message = parseOr422(contactSchema, await jsonBody(c));
    const key = idempotencyKeyOf(c, message.idempotency_key);
    const outcome = await storeContactMessage(db, message, key, businessInbox);
    return c.json({ message: ro.common.success }, outcome === 'created' ? 201 : 200);
  });
  app.get('/contact-form/:key', async (c) => {
    const key = c.req.param('key');
    c.header('Cache-Control', 'no-store');
    return c.json({ received: IDEMPOTENCY_KEY_PATTERN.test(key) && (await hasContactMessage(db, key)) });
  });
  return app;
}

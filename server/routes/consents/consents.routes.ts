/**
 * POST /consents: the banner logs every cookie decision here (201), so the business can show when
 * and how consent was given or withdrawn. The user agent is reduced to a class; the IP is never read.
 */
import { Hono } from 'hono';
import { ro } from '../../../src/i18n/ro.ts';
import { consentRecordSchema } from '../../../src/lib/validation/consent.ts';
import type { Database } from '../../db/client.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { recordConsent } from './consents.handlers.ts';
import { userAgentClass } from './user-agent-class.ts';

/** A record is about 150 bytes of JSON. */
export const CONSENT_BODY_LIMIT_BYTES = 1024;

export function consentsRoutes({ db }: { db: Database }): Hono {
  const app = new Hono();
  app.post('/consents', bodyLimitOf(CONSENT_BODY_LIMIT_BYTES), async (c) => {
    const body = parseOr422(consentRecordSchema, await jsonBody(c));
    await recordConsent(db, body, userAgentClass(c.req.header('User-Agent')));
    return c.json({ message: ro.consent.recorded }, 201);
  });
  return app;
}

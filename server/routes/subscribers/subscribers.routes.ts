/**
 * The newsletter (double opt-in):
 * - POST /subscribers: 202 for every valid sign-up, new or not (the answer never tells whether an
 *   address is subscribed); the address gets the confirmation e-mail.
 * - POST /subscribers/confirm?token=: the click on the e-mail's link; 200, or 404 for an unknown,
 *   used-up or expired link.
 * - POST /subscribers/unsubscribe?token=: one click, from the site's page or a mail client's own
 *   button (RFC 8058 sends `List-Unsubscribe=One-Click` as a form body, which is read no further);
 *   200 however often, 404 for an unknown link.
 */
import { Hono } from 'hono';
import { newsletterSchema } from '../../../src/domain/forms/newsletter-schema.ts';
import { NEWSLETTER_TOKEN_PATTERN } from '../../../src/domain/site/newsletter-paths.ts';
import { ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { tokenLinkRoute } from '../../http/token-link-route.ts';
import { siteOrigin } from '../leads/site-origin.ts';
import { confirmSubscription, subscribe, unsubscribe } from './subscribers.handlers.ts';

export interface SubscribersDeps {
  db: Database;
  now: () => Date;
  /** The site's configured origin (SITE_URL) for the e-mails' links; else the request's. */
  siteUrl?: string | undefined;
  siteOrigins?: readonly string[] | undefined;
}

export function subscribersRoutes(deps: SubscribersDeps): Hono {
  const app = new Hono();
  app.post('/subscribers', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const { email } = parseOr422(newsletterSchema, await jsonBody(c));
    const origin = siteOrigin(c, deps.siteUrl, deps.siteOrigins);
    await subscribe(deps.db, email, deps.now(), { siteOrigin: origin, apiBase: `${origin}/api` });
    return c.json({ message: ro.newsletter.signUpSent }, 202);
  });
  for (const [path, action] of [
    ['/subscribers/confirm', confirmSubscription],
    ['/subscribers/unsubscribe', unsubscribe],
  ] as const) {
    tokenLinkRoute(app, path, deps, {
      pattern: NEWSLETTER_TOKEN_PATTERN,
      invalidMessage: ro.newsletter.linkInvalid,
      act: async (db, token, now) => ((await action(db, token, now)) === 'done' ? {} : null),
    });
  }
  return app;
}

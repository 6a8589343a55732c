/**
 * Price-drop alerts of favourite cars (issue 37, double opt-in):
 * - POST /price-alerts: 202 for every valid request, new or not (the answer never tells whether an
 *   address follows a car); the address gets the confirmation e-mail. 422 with field messages for
 *   bad input, or a car that is not offered.
 * - POST /price-alerts/confirm?token=: the click on the e-mail's link; 200 with the car's SKU, or 404
 *   for an unknown, used-up or expired link.
 * - POST /price-alerts/unsubscribe?token=: one click, from the site's page or a mail client's own
 *   button (RFC 8058 form body, read no further); 200 however often, 404 for an unknown link.
 */
import { Hono } from 'hono';
import { priceAlertSchema } from '../../../src/domain/forms/price-alert-schema.ts';
import { PRICE_ALERT_TOKEN_PATTERN } from '../../../src/domain/site/price-alert-paths.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, jsonBody, parseOr422 } from '../../http/request-body.ts';
import { tokenLinkRoute } from '../../http/token-link-route.ts';
import { siteOrigin } from '../leads/site-origin.ts';
import { confirmPriceAlert, requestPriceAlert, unsubscribePriceAlert } from './price-alerts.handlers.ts';

export interface PriceAlertsDeps {
  db: Database;
  now: () => Date;
  /** The site's configured origin (SITE_URL) for the e-mails' links; else the request's. */
  siteUrl?: string | undefined;
  siteOrigins?: readonly string[] | undefined;
}

export function priceAlertsRoutes(deps: PriceAlertsDeps): Hono {
  const app = new Hono();
  app.post('/price-alerts', bodyLimitOf(BODY_LIMITS.form), async (c) => {
    const request = parseOr422(priceAlertSchema, await jsonBody(c));
    const origin = siteOrigin(c, deps.siteUrl, deps.siteOrigins);
    await requestPriceAlert(deps.db, request, deps.now(), { siteOrigin: origin, apiBase: `${origin}/api` });
    return c.json({ message: fill(ro.priceAlerts.sent, { email: request.email.trim() }) }, 202);
  });
  for (const [path, action] of [
    ['/price-alerts/confirm', confirmPriceAlert],
    ['/price-alerts/unsubscribe', unsubscribePriceAlert],
  ] as const) {
    tokenLinkRoute(app, path, deps, {
      pattern: PRICE_ALERT_TOKEN_PATTERN,
      invalidMessage: ro.priceAlerts.linkInvalid,
      act: async (db, token, now) => {
        const outcome = await action(db, token, now);
        return outcome.kind === 'done' ? { sku: outcome.sku } : null;
      },
    });
  }
  return app;
}

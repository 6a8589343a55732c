/**
 * The car page's lead forms: POST /stock-alert, POST /reservations, DELETE /reservations/:uuid and
 * POST /client-order/other-credit-type. Bodies are checked with the forms' own schemas; every
 * refusal is a Romanian message the form can show. Each stored lead notifies the business inbox and
 * acknowledges the shopper through the outbox, in the lead's own transaction.
 */
import { Hono } from 'hono';
import { nowIn, type ShopNow } from '../../../src/domain/dates.ts';
import { otherFinancingSchema } from '../../../src/domain/forms/other-financing-schema.ts';
import { stockAlertSchema } from '../../../src/domain/forms/stock-alert-schema.ts';
import { createViewingRequestSchema } from '../../../src/domain/forms/viewing-schema.ts';
import type { Database } from '../../db/client.ts';
import { BODY_LIMITS } from '../../http/body-limits.ts';
import { bodyLimitOf, parseJsonBody } from '../../http/request-body.ts';
import { viewingNoticeMail } from '../../mail/templates/lead-mails.ts';
import { cancellationUrl, viewingConfirmationMail } from '../../mail/templates/viewing-confirmation.ts';
import { storeOtherCreditRequest } from './other-credit.handlers.ts';
import { bookViewing, cancelViewing } from './reservations.handlers.ts';
import { siteOrigin } from './site-origin.ts';
import { storeStockAlert } from './stock-alert.handlers.ts';

export interface LeadsRouteDeps {
  db: Database;
  /** Today's date (yyyy-MM-dd) in the shop's time zone: the earliest viewing date. */
  today: () => string;
  /** The real time: which of today's viewing hours have already started. */
  now: () => Date;
  /** Where leads are notified when the `business_inbox` setting is not set. */
  businessInbox: string;
  /** The site's origin for links in e-mails; defaults to the request's Origin (see siteOrigin). */
  siteUrl?: string | undefined;
  /** The Origin headers accepted for those links (the CORS origins). */
  siteOrigins?: readonly string[] | undefined;
}

/**
 * The clock a booking is checked against: `today` and, when that is the real day in Romania, the
 * hour now running there. (An injected `today` other than the real day has no hour gone yet.)
 */
export function bookingClock(today: string, now: Date): ShopNow {
  const current = nowIn(now);
  return current.date === today ? current : { date: today, hour: -1 };
}

export function leadsRoutes({
  db,
  today,
  now,
  businessInbox,
  siteUrl,
  siteOrigins = [],
}: LeadsRouteDeps): Hono {
  const app = new Hono();
  const limit = bodyLimitOf(BODY_LIMITS.form);
  app.post('/stock-alert', limit, async (c) => {
    const alert = await parseJsonBody(c, stockAlertSchema);
    return c.json(await storeStockAlert(db, alert, businessInbox), 201);
  });

  app.post('/client-order/other-credit-type', limit, async (c) => {
    const request = await parseJsonBody(c, otherFinancingSchema);
    return c.json(await storeOtherCreditRequest(db, request, businessInbox), 201);
  });

  app.post('/reservations', limit, async (c) => {
    const date = today();
    const request = await parseJsonBody(c, createViewingRequestSchema(date));
    const origin = siteOrigin(c, siteUrl, siteOrigins);
    const booked = await bookViewing(db, request, bookingClock(date, now()), {
      businessInbox,
      of: ({ uuid, car, location }, inbox) => [
        viewingConfirmationMail({
          to: request.email,
          firstName: request.first_name,
          lastName: request.last_name,
          carName: car.productName,
          date: request.date,
          hour: request.hour,
          locationName: location.name,
          locationAddress: location.address,
          cancelUrl: cancellationUrl(origin, uuid),
        }),
        viewingNoticeMail(request, car, location.name, inbox),
      ],
    });
    return c.json({ uuid: booked.uuid }, 201);
  });

  app.delete('/reservations/:uuid', async (c) => c.json(await cancelViewing(db, c.req.param('uuid'))));
  return app;
}

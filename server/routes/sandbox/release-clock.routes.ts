/**
 * POST /api/sandbox/orders/{uuid}/release-due (test mode with SANDBOX=1 only, behind the sandbox
 * gate like the local mailbox): runs the release job's pass for that one order on a clock moved
 * past its deadline (its request time plus `reservation_release_hours`, plus a minute), so an
 * end-to-end walk sees a reservation expire without waiting 48 hours. Nothing else is released,
 * and live mode never mounts it. Answers `{ released }` (0 when the order is paid, refused, paying
 * or already ended).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { releaseHoursOf } from '../../../src/domain/desk/order-desk.ts';
import { roOrderDesk } from '../../../src/i18n/ro/order-desk.ts';
import type { Database } from '../../db/client.ts';
import { clientOrders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isUuid } from '../../orders/order-repository.ts';
import { releaseUnpaidReservations } from '../../orders/release-job.ts';
import { siteOrigin } from '../leads/site-origin.ts';
import { RELEASE_HOURS_SETTING, readSettings } from '../settings/settings.handlers.ts';

export function releaseClockRoutes(deps: { db: Database; siteOrigin: string | null }): Hono {
  const app = new Hono();
  app.post('/sandbox/orders/:uuid/release-due', async (c) => {
    const uuid = c.req.param('uuid');
    const [order] = isUuid(uuid)
      ? await deps.db
          .select({ createdAt: clientOrders.createdAt })
          .from(clientOrders)
          .where(eq(clientOrders.uuid, uuid))
      : [];
    if (!order) throw notFound(roOrderDesk.errors.orderNotFound);
    const hours = releaseHoursOf((await readSettings(deps.db))[RELEASE_HOURS_SETTING]);
    const due = new Date(order.createdAt.getTime() + hours * 3_600_000 + 60_000);
    const released = await releaseUnpaidReservations(
      { db: deps.db, now: () => due, siteOrigin: siteOrigin(c, deps.siteOrigin ?? undefined) },
      uuid,
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ released });
  });
  return app;
}

/**
 * Stock alerts that alert (issue 35): a subscriber asked, on a reserved car's page, to hear when
 * that model is available again. Once a car of the same model is in stock (visibility 2) through a
 * change made after the alert was set (a new car published, a car edited into stock, a reserved car
 * given back by a cancellation: the car's content events), the subscriber gets one e-mail with the
 * car's link, and the alert records that it was sent and for which car.
 *
 * Alerts are claimed `FOR UPDATE SKIP LOCKED` and marked in the transaction that writes their
 * e-mail, so with any number of shop processes each alert is sent once.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIn } from '../../src/domain/dates.ts';
import type { Database } from '../db/client.ts';
import { cars, contentEvents, models, stockAlerts } from '../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../jobs/background-loop.ts';
import { createOutboxMailer } from '../mail/outbox.ts';
import { stockAlertAvailableMail } from '../mail/templates/orders/desk-mails.ts';
import { IN_STOCK_VISIBILITY } from './order-status.ts';

export interface StockAlertDeps {
  db: Database;
  now: () => Date;
  siteOrigin: string;
}

const BATCH = 50;
/** The content events that can bring a car into stock. */
const AVAILABLE_KINDS = ['car.created', 'car.updated', 'car.released'];

const alertCar = alias(cars, 'alert_car');
const availableCar = alias(cars, 'available_car');

/** One pass: e-mails the alerts whose model is available again; answers how many. */
export async function notifyStockAlerts(deps: StockAlertDeps): Promise<number> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({
        id: stockAlerts.id,
        email: stockAlerts.email,
        prenume: stockAlerts.prenume,
        createdAt: stockAlerts.createdAt,
        model: models.name,
        sku: availableCar.sku,
        productName: availableCar.productName,
      })
      .from(stockAlerts)
      .innerJoin(alertCar, eq(alertCar.sku, stockAlerts.sku))
      .innerJoin(
        availableCar,
        and(
          eq(availableCar.modelId, alertCar.modelId),
          eq(availableCar.carVisibilityId, IN_STOCK_VISIBILITY),
        ),
      )
      .innerJoin(models, eq(models.id, availableCar.modelId))
      .where(
        and(
          isNull(stockAlerts.notifiedAt),
          sql`exists (select 1 from ${contentEvents} where ${and(
            eq(contentEvents.subject, availableCar.sku),
            inArray(contentEvents.kind, AVAILABLE_KINDS),
            gt(contentEvents.createdAt, stockAlerts.createdAt),
          )})`,
        ),
      )
      // The very car the subscriber looked at first, when it is the one back in stock.
      .orderBy(
        asc(stockAlerts.id),
        desc(sql`${availableCar.sku} = ${stockAlerts.sku}`),
        asc(availableCar.sku),
      )
      .limit(BATCH * 4)
      .for('update', { of: stockAlerts, skipLocked: true });
    const firstPerAlert = [...Map.groupBy(rows, (row) => row.id).values()]
      .map((group) => group[0])
      .filter((row) => row !== undefined)
      .slice(0, BATCH);
    const now = deps.now();
    const send = createOutboxMailer(tx);
    for (const alert of firstPerAlert) {
      await send(
        stockAlertAvailableMail({
          email: alert.email,
          prenume: alert.prenume,
          model: alert.model,
          productName: alert.productName,
          sku: alert.sku,
          setOn: todayIn(alert.createdAt),
          siteOrigin: deps.siteOrigin,
        }),
      );
      await tx
        .update(stockAlerts)
        .set({ notifiedAt: now, notifiedSku: alert.sku })
        .where(eq(stockAlerts.id, alert.id));
    }
    return firstPerAlert.length;
  });
}

/** The notifier's loop in the shop process. */
export function startStockAlertNotifier(
  deps: StockAlertDeps & { idleMs?: number | undefined; log?: (line: string) => void },
): BackgroundLoop {
  return startBackgroundLoop({
    name: 'stock alerts',
    pass: () => notifyStockAlerts(deps),
    batchSize: BATCH,
    idleMs: deps.idleMs ?? 5000,
    log: deps.log,
  });
}

/**
 * Price-drop alerts that alert (issue 37). A car's content events (an edit in the back office, a
 * reservation given back, …) are what can change its price; for each active alert whose car has an
 * event it has not weighed yet, the notifier compares the car's watched price now with the price
 * the subscriber last saw from us (priceAlertStep, src/domain/catalog/price-drop.ts). A drop is
 * e-mailed, with the old and new price, and becomes the new reference; an edit of another field, a
 * rise, or a car that is not offered now (hidden, sold, reserved) sends nothing.
 *
 * Alerts are claimed `FOR UPDATE SKIP LOCKED` and their reference and weighed event are written in
 * the transaction that queues their e-mail, so with any number of shop processes a drop is sent
 * once per subscriber.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  isOffered,
  type PriceUnit,
  priceAlertStep,
  type WatchedPrice,
  watchedPrice,
} from '../../../src/domain/catalog/price-drop.ts';
import type { Database } from '../../db/client.ts';
import { cars, contentEvents, priceAlerts } from '../../db/schema.ts';
import { type BackgroundLoop, startBackgroundLoop } from '../../jobs/background-loop.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { priceDropMail } from '../../mail/templates/price-alert-mails.ts';
import { ALERT_CAR_COLUMNS, CAR_EVENT_KINDS, pricedCar } from './price-alerts.handlers.ts';

export interface PriceAlertDeps {
  db: Database;
  now: () => Date;
  siteOrigin: string;
}

const BATCH = 50;

/** The newest event about the alert's car. */
const lastCarEvent = sql<number>`(select max(${contentEvents.id}) from ${contentEvents} where ${and(
  eq(contentEvents.subject, priceAlerts.sku),
  inArray(contentEvents.kind, CAR_EVENT_KINDS),
)})`;

const referenceOf = (amount: number | null, unit: string | null): WatchedPrice | null =>
  amount === null || (unit !== 'eur' && unit !== 'eur_month') ? null : { amount, unit: unit as PriceUnit };

/** One pass: weighs the alerts whose car changed; answers how many alerts it weighed. */
export async function notifyPriceDrops(deps: PriceAlertDeps): Promise<number> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({
        id: priceAlerts.id,
        email: priceAlerts.email,
        unsubscribeToken: priceAlerts.unsubscribeToken,
        referencePrice: priceAlerts.referencePrice,
        referenceUnit: priceAlerts.referenceUnit,
        lastEventId: lastCarEvent,
        ...ALERT_CAR_COLUMNS,
      })
      .from(priceAlerts)
      .innerJoin(cars, eq(cars.sku, priceAlerts.sku))
      .where(
        and(
          isNotNull(priceAlerts.confirmedAt),
          isNull(priceAlerts.unsubscribedAt),
          gt(lastCarEvent, priceAlerts.checkedEventId),
        ),
      )
      .orderBy(asc(priceAlerts.id))
      .limit(BATCH)
      .for('update', { of: priceAlerts, skipLocked: true });
    const now = deps.now();
    const send = createOutboxMailer(tx);
    const siteOrigin = deps.siteOrigin.replace(/\/+$/, '');
    for (const alert of rows) {
      const step = priceAlertStep(
        referenceOf(alert.referencePrice, alert.referenceUnit),
        watchedPrice(pricedCar(alert)),
        isOffered(alert.carVisibilityId),
      );
      if (step.kind === 'drop') {
        await send(
          priceDropMail(alert.email, alert, step, {
            siteOrigin,
            apiBase: `${siteOrigin}/api`,
            unsubscribeToken: alert.unsubscribeToken,
          }),
        );
      }
      await tx
        .update(priceAlerts)
        .set({
          checkedEventId: Number(alert.lastEventId),
          ...(step.kind === 'none' ? {} : { referencePrice: step.to.amount, referenceUnit: step.to.unit }),
          ...(step.kind === 'drop' ? { notifiedAt: now } : {}),
        })
        .where(eq(priceAlerts.id, alert.id));
    }
    return rows.length;
  });
}

/** The notifier's loop in the shop process. */
export function startPriceAlertNotifier(
  deps: PriceAlertDeps & { idleMs?: number | undefined; log?: (line: string) => void },
): BackgroundLoop {
  return startBackgroundLoop({
    name: 'price alerts',
    pass: () => notifyPriceDrops(deps),
    batchSize: BATCH,
    idleMs: deps.idleMs ?? 5000,
    log: deps.log,
  });
}

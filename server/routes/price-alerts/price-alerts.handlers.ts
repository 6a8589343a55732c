/**
 * Price-drop alerts with double opt-in (issue 37), as the newsletter does it: a request stores the
 * car and address once (lower-cased) and mails a confirmation link with a fresh secret, in one
 * transaction; only the click starts the alert, at the car's price of that moment.
 *
 * Every request gets the same answer, whatever the alert's state, so the form tells nobody whether
 * an address follows a car. To keep it from flooding a stranger's mailbox, one car and address get
 * at most one e-mail per RESEND_AFTER_MS, and an address at most MAX_MAILS_PER_ADDRESS in that time
 * whatever the cars.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import { type PricedCar, watchedPrice } from '../../../src/domain/catalog/price-drop.ts';
import type { PriceAlertRequest } from '../../../src/domain/forms/price-alert-schema.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { CONTENT_EVENT_KINDS } from '../../content-events/content-events.ts';
import type { Database } from '../../db/client.ts';
import { cars, contentEvents, priceAlerts } from '../../db/schema.ts';
import { refusedField } from '../../http/request-body.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import {
  PRICE_ALERT_CONFIRMATION_DAYS,
  priceAlertActiveMail,
  priceAlertConfirmationMail,
} from '../../mail/templates/price-alert-mails.ts';
import { tokenHash } from '../subscribers/subscribers.handlers.ts';

export const RESEND_AFTER_MS = 10 * 60_000;
export const MAX_MAILS_PER_ADDRESS = 5;
const CONFIRMATION_VALID_MS = PRICE_ALERT_CONFIRMATION_DAYS * 24 * 3_600_000;

export interface LinkBases {
  siteOrigin: string;
  apiBase: string;
}

/** Every content event about one car; its subject is the SKU. */
export const CAR_EVENT_KINDS = CONTENT_EVENT_KINDS.filter((kind) => kind.startsWith('car.'));

/**
 * The newest event about the car. Per car, not the newest of all: writes to one car take turns on
 * its row, so its events commit in id order, and an edit of this car still open while the alert is
 * confirmed has a higher id than this and is weighed once it commits.
 */
async function lastCarEventId(db: Database, sku: string): Promise<number> {
  const [row] = await db
    .select({ id: max(contentEvents.id) })
    .from(contentEvents)
    .where(and(eq(contentEvents.subject, sku), inArray(contentEvents.kind, CAR_EVENT_KINDS)));
  return row?.id ?? 0;
}

const newToken = () => randomBytes(32).toString('base64url');

/** The car fields an alert reads: its name, visibility and the prices the watched one comes from. */
export const ALERT_CAR_COLUMNS = {
  sku: cars.sku,
  productName: cars.productName,
  carVisibilityId: cars.carVisibilityId,
  categoryId: cars.categoryId,
  initialPrice: cars.initialPrice,
  reducedPrice: cars.reducedPrice,
  price: cars.price,
};

export async function alertCarOf(db: Database, sku: string) {
  const [car] = await db.select(ALERT_CAR_COLUMNS).from(cars).where(eq(cars.sku, sku)).limit(1);
  return car;
}

export const pricedCar = (car: {
  categoryId: number;
  initialPrice: number;
  reducedPrice: number | null;
  price: number;
}): PricedCar => ({
  category_id: car.categoryId,
  initial_price: car.initialPrice,
  reduced_price: car.reducedPrice,
  price: car.price,
});

export type RequestOutcome = 'mailed' | 'recently-mailed';

/** `requestPriceAlert(db, { sku, email: 'Ana@Example.ro', … })` stores 'ana@example.ro' once and mails it. */
export async function requestPriceAlert(
  db: Database,
  request: PriceAlertRequest,
  now: Date,
  bases: LinkBases,
): Promise<RequestOutcome> {
  const address = request.email.trim().toLowerCase();
  const car = await alertCarOf(db, request.sku);
  // A hidden car has no page to go back to; a reserved one may come back, cheaper.
  if (!car || car.carVisibilityId === 1) throw refusedField('sku', ro.priceAlerts.carNotOffered);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .insert(priceAlerts)
      .values({
        sku: car.sku,
        email: address,
        confirmTokenHash: tokenHash(newToken()),
        unsubscribeToken: newToken(),
        // Never sent: the check below sends the first e-mail.
        confirmationSentAt: new Date(0),
      })
      .onConflictDoNothing({ target: [priceAlerts.sku, priceAlerts.email] });
    const [row] = await tx
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.sku, car.sku), eq(priceAlerts.email, address)))
      .for('update');
    if (!row) throw new Error('the price alert row just written is missing');
    const since = new Date(now.getTime() - RESEND_AFTER_MS);
    const [recent] = await tx
      .select({ mails: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.email, address), gt(priceAlerts.confirmationSentAt, since)));
    if (row.confirmationSentAt > since || (recent?.mails ?? 0) >= MAX_MAILS_PER_ADDRESS) {
      return 'recently-mailed';
    }
    const active = row.confirmedAt !== null && row.unsubscribedAt === null;
    const token = newToken();
    await tx
      .update(priceAlerts)
      .set({
        confirmTokenHash: tokenHash(token),
        confirmationSentAt: now,
        // A new request after unsubscribing starts over: active again only after the click.
        ...(active ? {} : { confirmedAt: null, unsubscribedAt: null }),
      })
      .where(eq(priceAlerts.id, row.id));
    const links = { ...bases, unsubscribeToken: row.unsubscribeToken };
    const alertCar = { sku: car.sku, productName: car.productName };
    await createOutboxMailer(tx)(
      active
        ? priceAlertActiveMail(address, alertCar, links)
        : priceAlertConfirmationMail(address, alertCar, watchedPrice(pricedCar(car)), token, links),
    );
    return 'mailed';
  });
}

export type TokenOutcome = { kind: 'done'; sku: string } | { kind: 'unknown' };

/**
 * The click on the confirmation link: the alert starts at the car's price now (what the shopper
 * saw), and weighs only the car's changes from now on.
 */
export async function confirmPriceAlert(db: Database, token: string, now: Date): Promise<TokenOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.confirmTokenHash, tokenHash(token)))
      .for('update');
    if (!row) return { kind: 'unknown' };
    if (row.confirmedAt !== null && row.unsubscribedAt === null) return { kind: 'done', sku: row.sku };
    if (
      row.unsubscribedAt !== null ||
      now.getTime() - row.confirmationSentAt.getTime() > CONFIRMATION_VALID_MS
    )
      return { kind: 'unknown' };
    const car = await alertCarOf(tx, row.sku);
    const reference = car ? watchedPrice(pricedCar(car)) : null;
    await tx
      .update(priceAlerts)
      .set({
        confirmedAt: now,
        referencePrice: reference?.amount ?? null,
        referenceUnit: reference?.unit ?? null,
        checkedEventId: await lastCarEventId(tx, row.sku),
      })
      .where(eq(priceAlerts.id, row.id));
    return { kind: 'done', sku: row.sku };
  });
}

/** One click from an alert e-mail: stopped at once; repeating it changes nothing. */
export async function unsubscribePriceAlert(db: Database, token: string, now: Date): Promise<TokenOutcome> {
  const [row] = await db
    .update(priceAlerts)
    .set({ unsubscribedAt: now })
    .where(and(eq(priceAlerts.unsubscribeToken, token), isNull(priceAlerts.unsubscribedAt)))
    .returning({ sku: priceAlerts.sku });
  if (row) return { kind: 'done', sku: row.sku };
  const [stopped] = await db
    .select({ sku: priceAlerts.sku })
    .from(priceAlerts)
    .where(eq(priceAlerts.unsubscribeToken, token));
  return stopped ? { kind: 'done', sku: stopped.sku } : { kind: 'unknown' };
}

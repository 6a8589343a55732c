/**
 * POST /client-order: validates the contact step with the wizard's own schema, checks the car,
 * the product and the terms, and stores the order, a company's check 1 and the customer's e-mail
 * (the outbox row, with the SECCI) in one transaction. With an idempotency key, a resend (double click,
 * lost answer) gets the first order's uuid back: one order, one e-mail. The key is bound to the
 * body it first carried (its hash is stored with the order): the same key on another body is
 * refused with 422, never answered with someone else's order. The new order is kept for its first
 * step (orders/order-cache.ts).
 */
import { randomUUID } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import * as v from 'valibot';
import { orderFeeEur } from '../../../src/domain/business-figures.ts';
import { isSelectable, pickupWindow } from '../../../src/domain/catalog/pickup-date.ts';
import { formatDate } from '../../../src/domain/format.ts';
import { createContactStepSchema } from '../../../src/domain/forms/contact-step-schema.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { toFieldErrors } from '../../../src/lib/validation/rules.ts';
import { scheduleDecisionJob } from '../../decision/worker.ts';
import { ApiError, invalidFields } from '../../http/errors.ts';
import { createOutboxMailer } from '../../mail/outbox.ts';
import { orderReceivedMail } from '../../mail/templates/orders/order-mails.ts';
import { newAccessToken } from '../../orders/access-token.ts';
import { newOrderValues, orderRefusal } from '../../orders/contact-order.ts';
import { serverMessages } from '../../orders/messages.ts';
import { findOrderByKey, insertOrder } from '../../orders/order-repository.ts';
import { monthlyCommitment } from '../../orders/terms.ts';
import { keyReused, requestHash } from '../contact/idempotency-key.ts';
import { orderSecci } from '../secci/secci.handlers.ts';
import type { OrderRouteDeps } from './order-deps.ts';

/**
 * The contact step's schema of the day it validates for (its date rules move with the day): built
 * once a day, not per order, since building it was a tenth of an order's HTTP work.
 */
let schemaOfDay: { today: string; schema: ReturnType<typeof createContactStepSchema> } | undefined;
function contactStepSchema(today: string) {
  if (schemaOfDay?.today !== today) schemaOfDay = { today, schema: createContactStepSchema(today) };
  return schemaOfDay.schema;
}

export interface CreatedOrder {
  uuid: string;
  /** false: the key's order existed already and nothing was stored or sent. */
  created: boolean;
}

export async function createOrder(
  deps: OrderRouteDeps,
  body: unknown,
  siteOrigin: string,
  idempotencyKey: string | undefined,
): Promise<CreatedOrder> {
  const key = idempotencyKey === undefined ? null : { key: idempotencyKey, hash: requestHash(body) };
  // A resend replays the stored order even if the car or the terms changed since.
  const replayed = key ? await replayedUuid(deps, key) : null;
  if (replayed) return { uuid: replayed, created: false };

  const today = deps.today();
  const parsed = v.safeParse(contactStepSchema(today), body);
  if (!parsed.success) throw invalidFields(toFieldErrors(parsed.issues));
  const step = parsed.output;

  // Sent together: under a crowd each statement waits its turn in the database's queue, and three
  // waits side by side end sooner than one after the other.
  const { references } = deps;
  const [car, county, validUntil, figures] = await Promise.all([
    references.car(step.sku),
    references.county(step.judet, step.localitate),
    // The offers' validity date a SECCI prints (a setting).
    references.validity(today),
    // The fee and the rate in force: the order keeps them, whatever the settings say later.
    references.figures(),
  ]);
  if (!car) throw invalidFields({ sku: serverMessages.carNotFound });
  const refusal = orderRefusal(car, step.credit_type);
  if (refusal) throw new ApiError(422, serverMessages[refusal], { credit_type: serverMessages[refusal] });

  if (step.credit_type === 'carSubscription') {
    // The same window and working-day rule as the car page's calendar.
    const window = pickupWindow(car.availabilityDate, today);
    if (!isSelectable(step.data_preluare, window)) {
      const message = fill(serverMessages.pickupOutsideWindow, {
        earliest: formatDate(window.earliest),
        latest: formatDate(window.latest),
      });
      throw new ApiError(422, message, { data_preluare: message });
    }
  }

  if ('field' in county) throw invalidFields({ [county.field]: ro.validation.chooseFromList });

  const values = newOrderValues(step, car, county.name);
  // The insert values leave the optional columns out where the record would hold null.
  const terms = {
    ...values,
    residual: values.residual ?? null,
    monthlyKmIncluded: values.monthlyKmIncluded ?? null,
  };
  if (!monthlyCommitment(car.paymentInfo, terms, figures.eurRonRate)) {
    throw new ApiError(422, serverMessages.termsUnavailable, { months: serverMessages.termsUnavailable });
  }

  // The order's code and secret link are chosen here, so its e-mail (with the SECCI) is made before
  // the order is stored and both are written in one transaction: an order never exists without its
  // legally required disclosure, and a failed write leaves neither (CCD II art. 10).
  const now = deps.now();
  const identity = { uuid: randomUUID(), accessToken: newAccessToken() };
  const row = {
    ...values,
    ...identity,
    feeEur: orderFeeEur(values.productType, figures),
    eurRonRate: figures.eurRonRate,
    idempotencyKey: key?.key ?? null,
    idempotencyRequestHash: key?.hash ?? null,
    createdAt: now,
    updatedAt: now,
  };
  // CCD II art. 10: an individual's credit or leasing order carries its SECCI with the e-mail.
  const secci = await orderSecci(
    car,
    terms,
    { today, validUntil },
    {
      phone: figures.supportPhone,
      email: figures.supportEmail,
    },
  );
  const mail = orderReceivedMail(
    { order: { ...values, ...identity }, productName: car.productName },
    siteOrigin,
    secci,
  );
  const order = await deps.db
    .transaction(async (tx) => {
      // Sent together: PostgreSQL takes both on the transaction's connection in one wait, not two.
      // When the key's order exists already, nothing of this request may stay: the mail is rolled
      // back with the rest.
      const [created] = await Promise.all([insertOrder(tx, row), createOutboxMailer(tx)(mail)]);
      if (!created) tx.rollback();
      // A company's order and its check 1 commit together.
      if (values.person === 2) await scheduleDecisionJob(tx, identity.uuid, 'check1', now, deps.delays);
      return created;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
  if (!order) return { uuid: await raceWinnerUuid(deps, key), created: false };
  // The wizard's first step follows: it finds the order kept (a new row's revision is 0).
  deps.orderCache.set({ order, car, checkoutToken: null, jobsDue: false, revision: 0 });
  return { uuid: order.uuid, created: true };
}

interface KeyOfRequest {
  key: string;
  /** The request's body hash (`requestHash`). */
  hash: string;
}

/**
 * The uuid of the order stored under the key, when this request is the one it was stored for;
 * null when no order has the key. The key on another body is refused: its order is someone else's.
 * An order stored before hashes were (null) cannot show it was this request, so it is refused too.
 */
async function replayedUuid(deps: OrderRouteDeps, { key, hash }: KeyOfRequest): Promise<string | null> {
  const stored = await findOrderByKey(deps.db, key);
  if (!stored) return null;
  if (stored.requestHash !== hash) throw keyReused();
  return stored.uuid;
}

/** The winner of a race on the key; it committed before the unique index let this insert skip. */
async function raceWinnerUuid(deps: OrderRouteDeps, key: KeyOfRequest | null): Promise<string> {
  const uuid = key ? await replayedUuid(deps, key) : null;
  if (!uuid) throw new Error('an order insert was skipped without an order holding its key');
  return uuid;
}

/** Client orders, their asynchronous decision jobs and card payments. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Promotion } from '../../../src/domain/cms-schemas.ts';
import type { Currency, OrderType, Person } from '../../../src/domain/order/order-terms.ts';
import type { PaymentProviderName } from '../../../src/domain/site/shop-mode.ts';
import type { DecisionJobKind } from '../../decision/scheduler.ts';
import type {
  CheckResult,
  Codebtor,
  CompanyDetails,
  CompanyType,
  ContactData,
  DecisionFacts,
  Delivery,
  Guarantor,
  IdentificationStatus,
  Income,
  Obligations,
  PersonalInfo,
} from '../../orders/order.ts';
import type { OrderEventKind } from '../../orders/order-events.ts';
import type { RefundState } from '../../payments/provider.ts';
import type { FailureReason, PaymentStatus } from '../../sandbox/payment.ts';
import { cars } from './catalog.ts';
import { createdAt } from './columns.ts';

/**
 * A client order from the approval wizard. Step answers stay as the spec's snake_case payloads
 * (jsonb): the site sends and reads them back verbatim; server/orders/ owns their meaning.
 */
export const clientOrders = pgTable('client_orders', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** The wizard's key for this order attempt: a resend (double click, lost answer) finds this row. */
  idempotencyKey: text('idempotency_key').unique(),
  /**
   * SHA-256 of the POST body that first carried the key: a resend must carry the same body; the
   * key on another body is refused (routes/contact/idempotency-key.ts `requestHash`).
   */
  idempotencyRequestHash: text('idempotency_request_hash'),
  carId: integer('car_id')
    .notNull()
    .references(() => cars.id),
  sku: text('sku').notNull(),
  productType: text('product_type').$type<OrderType>().notNull(),
  person: smallint('person').$type<Person>().notNull(),
  currency: smallint('currency').$type<Currency>().notNull(),
  months: smallint('months').notNull(),
  downpayment: smallint('downpayment').notNull(),
  residual: smallint('residual'),
  monthlyKmIncluded: integer('monthly_km_included'),
  dataPreluare: date('data_preluare'),
  tipCompanie: smallint('tip_companie').$type<CompanyType>(),
  contact: jsonb('contact').$type<ContactData>().notNull(),
  personal: jsonb('personal').$type<PersonalInfo>(),
  obligations: jsonb('obligations').$type<Obligations>(),
  income: jsonb('income').$type<Income>(),
  codebtor: jsonb('codebtor').$type<Codebtor>(),
  companyDetails: jsonb('company_details').$type<CompanyDetails>(),
  guarantor: jsonb('guarantor').$type<Guarantor>(),
  check1Result: smallint('check1_result').$type<0 | 1>(),
  foreignShareholders: boolean('foreign_shareholders').notNull().default(false),
  check2Result: smallint('check2_result').$type<CheckResult>(),
  rating: smallint('rating').$type<CheckResult>(),
  ratingReasons: jsonb('rating_reasons').$type<string[]>().notNull().default([]),
  /** An individual's debt-service figures behind the rating, so a refusal can be explained. */
  decisionFacts: jsonb('decision_facts').$type<DecisionFacts>(),
  resolutionConsent: boolean('resolution_consent').notNull().default(false),
  dochubUrl: text('dochub_url'),
  identificationStatus: text('identification_status').$type<IdentificationStatus>(),
  delivery: jsonb('delivery').$type<Delivery>(),
  /** The car's promotions when the order was placed: its terms, whatever the car carries later. */
  promotions: jsonb('promotions').$type<Promotion[]>().notNull().default([]),
  /**
   * The business figures in force when the order was placed (settings reservation_fee_eur or
   * subscription_guarantee_eur, and eur_ron_rate): the fee it pays and the rate it is charged at,
   * whatever the settings say later. Orders placed before they were stored hold the fee of that
   * time and no rate (the current one applies).
   */
  feeEur: numeric('fee_eur', { precision: 10, scale: 2, mode: 'number' }),
  eurRonRate: numeric('eur_ron_rate', { precision: 10, scale: 4, mode: 'number' }),
  contactRequested: boolean('contact_requested').notNull().default(false),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /**
   * The operations desk's states (server/orders/order-status.ts): the handover date agreed with the
   * customer, the handover itself, a cancellation by staff, and the automatic release of a
   * reservation left unpaid (server/orders/release-job.ts). The trigger records each as an event.
   */
  handoverDate: date('handover_date'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  /**
   * The secret of the customer's order page (/comanda/{token}), sent in every order e-mail: 256
   * random bits (two v4 uuids' hex), so the page's link is not the order code that the wizard's
   * addresses show.
   */
  accessToken: text('access_token')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Counts the row's updates: a trigger (migration 0010) adds one on every UPDATE, whoever writes. A
   * write guarded by the revision it read fails when anything changed the order since (order-cache.ts).
   */
  revision: integer('revision').notNull().default(0),
});

/** Asynchronous credit checks as rows, so pending checks survive a server restart. */
export const decisionJobs = pgTable(
  'decision_jobs',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => clientOrders.uuid),
    kind: text('kind').$type<DecisionJobKind>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('decision_jobs_open_due').on(t.dueAt).where(sql`${t.completedAt} is null`),
    // Every order load and guarded step asks whether the order has a due job: by order, not by
    // scanning every open due job (a backlog when a provider is down).
    index('decision_jobs_open_order').on(t.orderUuid).where(sql`${t.completedAt} is null`),
  ],
);

/** Card payments of the sandbox provider; the partial unique indexes make a double charge impossible. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => clientOrders.uuid),
    token: text('token').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountEur: numeric('amount_eur', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    amountRon: numeric('amount_ron', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason').$type<FailureReason>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who took the payment (server/payments/provider.ts); rows before providers were the sandbox's. */
    provider: text('provider').$type<PaymentProviderName>().notNull().default('sandbox'),
    /** The provider's id of the payment (Stripe's PaymentIntent pi_…); null for the sandbox. */
    providerRef: text('provider_ref').unique(),
    /** No real money: the sandbox, or Stripe with test keys. */
    testMode: boolean('test_mode').notNull().default(true),
    /** The fee given back through the provider (staff approval, or a car another order took). */
    refundStatus: text('refund_status').$type<RefundState>(),
    refundRef: text('refund_ref'),
    refundAmountRon: numeric('refund_amount_ron', { precision: 12, scale: 2, mode: 'number' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    // Every order load reads the order's open payment with the statuses as parameters: a prepared
    // statement's generic plan cannot use the partial index below and scanned the whole table
    // (EXPLAIN ANALYZE, 7,800 payments: 3.3 ms; with this index 0.03 ms). See README, PostgreSQL.
    index('payments_order').on(t.orderUuid),
    uniqueIndex('payments_one_success_per_order').on(t.orderUuid).where(sql`${t.status} = 'success'`),
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderUuid)
      .where(sql`${t.status} in ('pending', 'challenge')`),
  ],
);

/**
 * Provider notifications already processed (Stripe's evt_… ids): a replay is answered without
 * doing anything again.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * One paid reservation per car: the primary key on car_id is what makes selling a car twice
 * impossible, whatever the timing. A row is inserted in the same transaction that records the
 * reservation fee's success; a second success for the same car is rolled back and declined.
 */
export const carReservations = pgTable('car_reservations', {
  carId: integer('car_id')
    .primaryKey()
    .references(() => cars.id),
  orderUuid: uuid('order_uuid')
    .notNull()
    .unique()
    .references(() => clientOrders.uuid),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  createdAt: createdAt(),
});

/**
 * What happened to an order, in order: written by a trigger on client_orders (migration 0016) in
 * the same statement as the change itself, whoever makes it, so the order page's timeline and the
 * customer's e-mails cannot miss one. The trigger records raw changes (a rating, a company check,
 * the identification status, the payment); the order notifier (server/orders/order-notifier.ts)
 * reads the unnotified ones, writes the e-mails they call for, and marks them notified.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => clientOrders.uuid),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    /** The new value: the rating or check result, the identification status. */
    detail: text('detail'),
    /** The change's own time (the order's updated_at or paid_at), so an injected clock holds. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When the notifier handled it (an e-mail written, or none due); null while it waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /**
     * The staff member who made the change (their e-mail), from the transaction's `shop.actor`
     * setting (order-status.ts sets it); null: the customer or the system, by the event's kind.
     */
    actor: text('actor'),
  },
  (t) => [
    index('order_events_order').on(t.orderUuid, t.id),
    index('order_events_waiting').on(t.id).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Staff's internal notes on an order (the operations desk): shown in the desk's timeline, never to
 * the customer. Append-only, like the audit trail they are also written to.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid')
      .notNull()
      .references(() => clientOrders.uuid),
    authorId: integer('author_id'),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order').on(t.orderUuid, t.id)],
);

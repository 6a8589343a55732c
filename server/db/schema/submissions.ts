import { boolean, date, integer, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, handledColumns } from './columns.ts';

/**
 * Fire-and-forget forms are retried by the browser until accepted; the idempotency key makes a
 * retry of an already stored submission a no-op instead of a duplicate.
 */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  dataProtection: boolean('data_protection').notNull(),
  createdAt: createdAt(),
  ...handledColumns(),
});

/**
 * One row per e-mail address (stored lower-cased): a repeated sign-up is not stored twice. An
 * address is subscribed only once its owner has clicked the confirmation link (double opt-in):
 * confirmed_at set and unsubscribed_at empty.
 */
export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  /**
   * SHA-256 (hex) of the secret in the subscriber's links (confirm, unsubscribe); the secret itself
   * is only in the e-mail. Null for sign-ups stored before double opt-in.
   */
  tokenHash: text('token_hash').unique(),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  ...handledColumns(),
});

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  payerName: text('payer_name').notNull(),
  paymentValue: numeric('payment_value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  paymentDate: date('payment_date').notNull(),
  financialProduct: text('financial_product').notNull(),
  account: text('account').notNull(),
  email: text('email'),
  terms: boolean('terms').notNull(),
  termsGdpr: boolean('terms_gdpr').notNull(),
  /** Generated name under the private storage; never served. */
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  fileSize: integer('file_size').notNull(),
  createdAt: createdAt(),
  /** The desk's decision (issue 35): approved with the amount and day paid, or refused with a reason. */
  decision: text('decision').$type<'approved' | 'refused'>(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  amountPaid: numeric('amount_paid', { precision: 12, scale: 2, mode: 'number' }),
  paidOn: date('paid_on'),
  decisionReason: text('decision_reason'),
});

export const stockAlerts = pgTable('stock_alerts', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull(),
  nume: text('nume').notNull(),
  prenume: text('prenume').notNull(),
  email: text('email').notNull(),
  oras: text('oras').notNull(),
  telefon: text('telefon').notNull(),
  dataProtection: boolean('data_protection').notNull(),
  createdAt: createdAt(),
  ...handledColumns(),
  /**
   * When the subscriber was told a car of the model became available, and which car: each alert
   * is sent once (server/orders/stock-alert-notifier.ts).
   */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  notifiedSku: text('notified_sku'),
});

export const otherCreditRequests = pgTable('other_credit_requests', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull(),
  person: text('person').notNull(),
  creditType: text('credit_type').notNull(),
  currency: text('currency').notNull(),
  nume: text('nume').notNull(),
  email: text('email').notNull(),
  localitate: text('localitate').notNull(),
  telefon: text('telefon').notNull(),
  dataProtection: boolean('data_protection').notNull(),
  createdAt: createdAt(),
  ...handledColumns(),
});

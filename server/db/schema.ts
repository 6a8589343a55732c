/**
 * The embedded CMS data model. One pg-core schema serves PGlite (default) and PostgreSQL
 * (DATABASE_URL), so migrations are generated once and run on both.
 *
 * Lookup tables mirror the spec's filters payload; a car references them by id and the API joins
 * their names back in (manufacturer.name, fuel.name, ...). Nested, read-mostly structures the CMS
 * treats as documents (payment_info, gallery, promo messages, dealer) are jsonb.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
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
import type { DecisionJobKind } from '../decision/scheduler.ts';
import type {
  CheckResult,
  Codebtor,
  CompanyDetails,
  CompanyType,
  ContactData,
  CurrencyCode,
  Delivery,
  Guarantor,
  IdentificationStatus,
  Income,
  Obligations,
  PersonalInfo,
  PersonType,
  ProductType,
} from '../orders/order.ts';
import type { PaymentStatus } from '../sandbox/payment.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A named lookup row (transmission, fuel, traction, ...). */
const lookup = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
  });

export const transmissions = lookup('transmissions');
export const fuels = lookup('fuels');
export const pollutionNorms = lookup('pollution_norms');
export const tractions = lookup('tractions');
export const carBodies = lookup('car_bodies');

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('models_manufacturer_name').on(t.manufacturerId, t.name)],
);

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** CSS hex colour, e.g. #1f3a60. */
  code: text('code').notNull(),
});

/** Opening hours are whole hours (0-24); null start means closed that day. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  link: text('link').notNull(),
  address: text('address').notNull(),
  weekdayStart: smallint('weekday_start'),
  weekdayEnd: smallint('weekday_end'),
  saturdayStart: smallint('saturday_start'),
  saturdayEnd: smallint('saturday_end'),
  sundayStart: smallint('sunday_start'),
  sundayEnd: smallint('sunday_end'),
  breakStart: smallint('break_start'),
  breakEnd: smallint('break_end'),
});

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    productName: text('product_name').notNull(),
    categoryId: smallint('category_id').notNull(),
    carVisibilityId: smallint('car_visibility_id').notNull(),
    availabilityDate: date('availability_date'),
    featureMessage: text('feature_message'),
    promoMessages: jsonb('promo_messages').$type<{ name: string }[]>().notNull().default([]),
    initialPrice: doublePrecision('initial_price').notNull(),
    reducedPrice: doublePrecision('reduced_price'),
    /** Lowest monthly price in EUR (the card's 'de la' figure). */
    price: doublePrecision('price').notNull(),
    /** The same monthly price in RON (financing cards show it). */
    priceRon: doublePrecision('price_ron').notNull(),
    paymentInfo: jsonb('payment_info').notNull(),
    disclaimer: text('disclaimer'),
    dealer: jsonb('dealer').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    transmissionId: integer('transmission_id')
      .notNull()
      .references(() => transmissions.id),
    fuelId: integer('fuel_id')
      .notNull()
      .references(() => fuels.id),
    pollutionNormId: integer('pollution_norm_id')
      .notNull()
      .references(() => pollutionNorms.id),
    tractionId: integer('traction_id')
      .notNull()
      .references(() => tractions.id),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    carBodyId: integer('car_body_id')
      .notNull()
      .references(() => carBodies.id),
    kmNo: integer('km_no').notNull(),
    combinedConsumption: doublePrecision('combined_consumption'),
    doors: smallint('doors').notNull(),
    seats: smallint('seats').notNull(),
    horsepower: integer('horsepower').notNull(),
    weight: integer('weight'),
    cylindricalCapacity: integer('cylindrical_capacity'),
    co2Emissions: integer('co2_emissions'),
    chassisSeries: text('chassis_series'),
    firstRegistration: date('first_registration'),
    warrantyUntil: date('warranty_until'),
    warrantyFeatures: text('warranty_features'),
    /** Equipment as a list of items (rendered as a list on the car page). */
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    equipmentListPdf: text('equipment_list_pdf'),
    maintenanceHistoryPdf: text('maintenance_history_pdf'),
    profilePhoto: text('profile_photo').notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    product360: text('product_360'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_category_visibility').on(t.categoryId, t.carVisibilityId),
    index('cars_manufacturer_model').on(t.manufacturerId, t.modelId),
  ],
);

/** Viewing reservations. One live booking per location, date and hour (see partial unique index). */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNo: text('phone_no').notNull(),
    email: text('email').notNull(),
    date: date('date').notNull(),
    hour: smallint('hour').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservations_live_slot')
      .on(t.locationId, t.date, t.hour)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  image: text('image').notNull(),
  text: text('text').notNull(),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  title: text('title').notNull(),
  testimonial: text('testimonial').notNull(),
  author: text('author').notNull(),
  authorPicture: text('author_picture').notNull(),
  videoUrl: text('video_url'),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull(),
  name: text('name').notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id),
  position: smallint('position').notNull(),
  question: text('question').notNull(),
  /** HTML; sanitized again by the site at build time. */
  answer: text('answer').notNull(),
});

export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const counties = pgTable('counties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Home delivery price in EUR without VAT. */
  deliveryPrice: doublePrecision('delivery_price').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countyId: integer('county_id')
      .notNull()
      .references(() => counties.id),
    name: text('name').notNull(),
    postalCode: text('postal_code').notNull(),
  },
  (t) => [index('cities_county').on(t.countyId)],
);

/** E-mails the embedded server "sends": kept for the local mail page and for tests. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
});

/** Lets a rebuild runner know something changed; also the audit of signed webhooks sent. */
export const contentEvents = pgTable('content_events', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  delivered: boolean('delivered').notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- submissions (leads, content forms)

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
});

/** One row per e-mail address (stored lower-cased): a repeated sign-up is not stored twice. */
export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
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
});

// ---------------------------------------------------------------- orders, decisions, payments

/**
 * A client order from the approval wizard. Step answers stay as the spec's snake_case payloads
 * (jsonb): the site sends and reads them back verbatim; server/orders/ owns their meaning.
 */
export const clientOrders = pgTable('client_orders', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  carId: integer('car_id')
    .notNull()
    .references(() => cars.id),
  sku: text('sku').notNull(),
  productType: text('product_type').$type<ProductType>().notNull(),
  person: smallint('person').$type<PersonType>().notNull(),
  currency: smallint('currency').$type<CurrencyCode>().notNull(),
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
  resolutionConsent: boolean('resolution_consent').notNull().default(false),
  dochubUrl: text('dochub_url'),
  identificationStatus: text('identification_status').$type<IdentificationStatus>(),
  delivery: jsonb('delivery').$type<Delivery>(),
  contactRequested: boolean('contact_requested').notNull().default(false),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  (t) => [index('decision_jobs_open_due').on(t.dueAt).where(sql`${t.completedAt} is null`)],
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
    failureReason: text('failure_reason').$type<'declined' | 'challenge_failed'>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_one_success_per_order').on(t.orderUuid).where(sql`${t.status} = 'success'`),
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderUuid)
      .where(sql`${t.status} in ('pending', 'challenge')`),
  ],
);

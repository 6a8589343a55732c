/**
 * Cars and what they reference: lookups, manufacturers and models, colours, locations, and the
 * viewing reservations at those locations.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PaymentInfo, Promotion } from '../../../src/domain/cms-schemas.ts';
import { createdAt, handledColumns } from './columns.ts';

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
    /** Typed promotions (src/domain/catalog/promotions.ts); migration 0013 typed or dropped the bare labels. */
    promoMessages: jsonb('promo_messages').$type<Promotion[]>().notNull().default([]),
    initialPrice: doublePrecision('initial_price').notNull(),
    reducedPrice: doublePrecision('reduced_price'),
    /** Lowest monthly price in EUR (the card's 'de la' figure). */
    price: doublePrecision('price').notNull(),
    /** The same monthly price in RON (financing cards show it). */
    priceRon: doublePrecision('price_ron').notNull(),
    /**
     * The lowest monthly rate in lei at the panels' default terms, for an individual and for a
     * company (src/domain/financing/list-rate.ts): what the list's "Buget lunar" and its rate order
     * read, as the list has no tables. Written with payment_info by the offer engine's callers; null
     * when the tables price none of the default terms, or for a car written before the columns
     * existed until the next start fills it (fillMissingListRates).
     */
    rateIndividualRon: doublePrecision('rate_individual_ron'),
    rateCompanyRon: doublePrecision('rate_company_ron'),
    /**
     * As written by the CMS's offer engine (src/domain/financing/payment-info-builder.ts, used by the seed; the admin API). Read through
     * orders/car-payment-info.ts, which checks it against the schema once per car version.
     * `json`, not `jsonb`: nothing queries inside it, and it is read whole, as text, ~100 KB per car
     * (a build reads every car's). `json` keeps the text as written, so reading it is a copy; jsonb
     * printed its binary form back to text on every read (50 cars: 26 ms against 44 ms on PGlite).
     */
    paymentInfo: json('payment_info').$type<PaymentInfo>().notNull(),
    /**
     * A financed car's payment_info as packFinancingInfo writes it (src/domain/financing/
     * payment-info-codec.ts), a third of its size: what the build reads (GET /car-details?tables=packed).
     * Written with payment_info by the offer engine's callers. A trigger (migration 0012) empties
     * it when payment_info changes without it, so it is never stale, only missing: then the full
     * tables are served, and the next start packs it again (packMissingTables).
     */
    paymentInfoPacked: text('payment_info_packed'),
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
    /** l/100 km; kWh/100 km for an electric car (src/domain/catalog/fuel.ts `isElectric`). */
    combinedConsumption: doublePrecision('combined_consumption'),
    /** An electric car's WLTP range (km), usable battery (kWh) and AC/DC charging power (kW). */
    electricRangeKm: integer('electric_range_km'),
    batteryCapacityKwh: doublePrecision('battery_capacity_kwh'),
    acChargingKw: doublePrecision('ac_charging_kw'),
    dcChargingKw: doublePrecision('dc_charging_kw'),
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
    ...handledColumns(),
  },
  (t) => [
    uniqueIndex('reservations_live_slot')
      .on(t.locationId, t.date, t.hour)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

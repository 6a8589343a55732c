/**
 * Fills an empty, migrated CMS database with deterministic Romanian shop data: the same options
 * give the same rows (every car draws from its own seeded stream, so the first 72 cars are the
 * same whether 72 or 10,000 are asked for). The outbox stays empty; one content event records the seeding.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_FIGURES,
  FIGURE_KEYS,
  type FigureKey,
  figureSettings,
} from '../../src/domain/business-figures.ts';
import { toIsoDate } from '../../src/domain/dates.ts';
import { EUR_RON } from '../../src/domain/financing/offer-figures.ts';
import { defaultOffersValidUntil, OFFERS_VALID_UNTIL } from '../../src/domain/financing/offer-validity.ts';
import { recordContentEvent } from '../content-events/content-events.ts';
import type { Database } from '../db/client.ts';
import { cars, reservations } from '../db/schema.ts';
import { writeSetting } from '../routes/settings/settings.handlers.ts';
import { type CarOffer, offerFor } from './car-offer.ts';
import { type CarSeed, generateCar, sellingPrice } from './cars.ts';
import { insertContent } from './content.ts';
import { SHOWROOMS } from './data/lookups.ts';
import { idOf, insertLookups, type LookupIds } from './lookups.ts';
import { createRandom, hashSeed } from './random.ts';
import { generateReservations } from './reservations.ts';

/** How many cars `npm run seed` and the e2e server seed when not told otherwise. */
export const DEFAULT_CAR_COUNT = 72;

export interface SeedOptions {
  cars?: number;
  /** yyyy-MM-dd the data is relative to (availability dates, registrations, bookings); default today. */
  today?: string;
}

export interface SeedCounts {
  cars: number;
  counties: number;
  cities: number;
  manufacturers: number;
  models: number;
  locations: number;
  reservations: number;
  sliders: number;
  testimonials: number;
  faqCategories: number;
  faqs: number;
  staticPages: number;
}

/** Rows per INSERT: a car row binds ~50 parameters; PostgreSQL allows 65,535 per statement. */
const CAR_BATCH = 500;
const OFFER_BATCH = 50;

/** Offer tables depend only on kind and price; thousands of cars share a few hundred prices. */
interface Offer extends CarOffer {
  key: string;
}

function offerCache() {
  const cache = new Map<string, Offer>();
  const offerOf = (car: CarSeed): Offer => {
    const price = sellingPrice(car);
    const key = `${car.categoryId === 1 ? 's' : 'f'}${price}`;
    let hit = cache.get(key);
    if (!hit) {
      hit = { key, ...offerFor(car.categoryId, price, EUR_RON) };
      cache.set(key, hit);
    }
    return hit;
  };
  return { offerOf, offers: () => [...cache.values()] };
}

/**
 * Each distinct offer document crosses to the database once, into a scratch table; car rows copy
 * it there. Sending ~90 KB of JSON per car instead made 10,000 cars take a minute. The scratch
 * column is `json`, as `cars.payment_info` is, so a car keeps the compact text as written (through
 * `jsonb` it took jsonb's printed form, ~8 % longer).
 */
const OFFERS_TABLE = sql.raw('"seed_offers_scratch"');

async function stageOffers(db: Database, offers: readonly Offer[]): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS ${OFFERS_TABLE}`);
  await db.execute(
    sql`CREATE UNLOGGED TABLE ${OFFERS_TABLE} (key text PRIMARY KEY, info json NOT NULL, packed text)`,
  );
  for (let start = 0; start < offers.length; start += OFFER_BATCH) {
    const rows = offers
      .slice(start, start + OFFER_BATCH)
      .map((o) => sql`(${o.key}, ${JSON.stringify(o.paymentInfo)}::json, ${o.paymentInfoPacked})`);
    await db.execute(sql`INSERT INTO ${OFFERS_TABLE} (key, info, packed) VALUES ${sql.join(rows, sql`, `)}`);
  }
}

const stagedOffer = (key: string, column: 'info' | 'packed'): SQL =>
  sql`(SELECT ${sql.raw(column)} FROM ${OFFERS_TABLE} WHERE key = ${key})`;

function carRow(car: CarSeed, ids: LookupIds, offer: Offer, updatedAt: Date) {
  const { location, brand, model, transmission, fuel, pollutionNorm, traction, color, body, ...fields } = car;
  return {
    ...fields,
    price: offer.price,
    priceRon: offer.priceRon,
    rateIndividualRon: offer.rateIndividualRon,
    rateCompanyRon: offer.rateCompanyRon,
    paymentInfo: stagedOffer(offer.key, 'info'),
    paymentInfoPacked: stagedOffer(offer.key, 'packed'),
    locationId: idOf(ids.location, location),
    manufacturerId: idOf(ids.manufacturer, brand),
    modelId: idOf(ids.model, `${brand}|${model}`),
    transmissionId: idOf(ids.transmission, transmission),
    fuelId: idOf(ids.fuel, fuel),
    pollutionNormId: idOf(ids.pollutionNorm, pollutionNorm),
    tractionId: idOf(ids.traction, traction),
    colorId: idOf(ids.color, color),
    carBodyId: idOf(ids.body, body),
    updatedAt,
  };
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedCounts> {
  const count = options.cars ?? DEFAULT_CAR_COUNT;
  const today = options.today ?? toIsoDate(new Date());
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`cars must be a whole number, got ${count}`);
  // Timestamps are part of the data too: pin them to the seed day so reruns compare equal.
  const updatedAt = new Date(`${today}T08:00:00Z`);

  const fleet = Array.from({ length: count }, (_, i) =>
    generateCar(createRandom(hashSeed(`car-${i}`)), i, today),
  );
  const ids = await insertLookups(db, fleet);
  const { offerOf, offers } = offerCache();
  const carOffers = fleet.map((car) => ({ car, offer: offerOf(car) }));
  await stageOffers(db, offers());
  const carIds = new Map<string, number>();
  for (let start = 0; start < carOffers.length; start += CAR_BATCH) {
    const batch = carOffers
      .slice(start, start + CAR_BATCH)
      .map(({ car, offer }) => carRow(car, ids, offer, updatedAt));
    const inserted = await db.insert(cars).values(batch).returning({ id: cars.id, sku: cars.sku });
    for (const row of inserted) carIds.set(row.sku, row.id);
  }
  await db.execute(sql`DROP TABLE ${OFFERS_TABLE}`);

  const viewable = fleet.filter((c) => c.categoryId !== 1 && c.carVisibilityId === 2);
  const bookings = generateReservations(
    createRandom(hashSeed(`reservations-${today}`)),
    viewable,
    SHOWROOMS,
    today,
    8,
  );
  if (bookings.length > 0) {
    await db.insert(reservations).values(
      bookings.map((b) => ({
        carId: carIds.get(b.carSku) ?? 0,
        locationId: idOf(ids.location, b.location),
        firstName: b.firstName,
        lastName: b.lastName,
        phoneNo: b.phoneNo,
        email: b.email,
        date: b.date,
        hour: b.hour,
        createdAt: updatedAt,
      })),
    );
  }

  const content = await insertContent(db, updatedAt);
  await writeSetting(db, OFFERS_VALID_UNTIL, defaultOffersValidUntil(today), updatedAt);
  // The business figures the seeded texts name through placeholders; the EUR/RON rate stays the
  // server's EUR_RON_RATE until an editor sets it.
  for (const [key, value] of Object.entries(figureSettings(DEFAULT_FIGURES))) {
    if (key !== FIGURE_KEYS.eurRonRate) await writeSetting(db, key as FigureKey, value, updatedAt);
  }
  // The seed pins its data's times to the seed day, so a reseed (`seed -- --reset`) would not move
  // the content version and start-up would keep serving the previous catalogue's build. The event
  // carries the real time of the seeding, and plans a full rebuild.
  await recordContentEvent(db, 'catalogue.seeded');
  return {
    cars: fleet.length,
    manufacturers: ids.manufacturer.size,
    models: ids.model.size,
    locations: ids.location.size,
    reservations: bookings.length,
    ...content,
  };
}

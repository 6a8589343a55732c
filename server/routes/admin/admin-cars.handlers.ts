/**
 * Car edits of the admin API. Prices drive the offer: any change of initial_price, reduced_price
 * or category_id recomputes payment_info, price and price_ron. Cars are hidden, never deleted:
 * orders and reservations reference them.
 */

import { eq, sql } from 'drizzle-orm';
import type { BusinessFigures } from '../../../src/domain/business-figures.ts';
import type { CarClone, CarCreate, CarPatch } from '../../../src/domain/cms/car-payloads.ts';
import { roAdminApi, roPublicApi } from '../../../src/i18n/ro.ts';
import { carReferenceIds } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';
import { ApiError, invalidFields, notFound } from '../../http/errors.ts';
import { offerFor, sellingPriceOf } from '../../seed/car-offer.ts';
import { findCar } from '../cars/cars.handlers.ts';
import { isUniqueViolation } from '../leads/unique-violation.ts';
import { readFigures } from '../settings/settings.handlers.ts';
import { toColumns } from './car-columns.ts';
import { lookupErrors } from './car-lookups.ts';
import { carRuleErrors } from './car-rules.ts';
import { type ChangeDeps, commitChange } from './commit-change.ts';

export interface AdminCarDeps extends ChangeDeps {
  /** The server's EUR_RON_RATE: the rate of new offer tables while the eur_ron_rate setting is unset. */
  eurRonRate: number;
  today: () => string;
}

type CarRow = typeof cars.$inferSelect;
type CarFields = Omit<CarRow, 'id' | 'updatedAt'>;
type UnpricedCar = Omit<CarFields, 'paymentInfo' | 'paymentInfoPacked' | 'price' | 'priceRon'>;

const HIDDEN = 1;
const PRICE_INPUTS = ['initial_price', 'reduced_price', 'category_id'] as const;

/**
 * The car with its offer, at the EUR/RON rate and file-analysis fee in force (settings): a car saved
 * after a change of them is priced with the new ones, the others keep the tables they were saved
 * with. A price the offer engine cannot finance is the editor's 422, not a 500.
 */
function priced(car: UnpricedCar, figures: BusinessFigures): CarFields {
  try {
    return { ...car, ...offerFor(car.categoryId, sellingPriceOf(car), figures.eurRonRate, figures) };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const field = car.reducedPrice === null ? 'initial_price' : 'reduced_price';
    throw invalidFields({ [field]: roAdminApi.offerNotComputable });
  }
}

async function assertValid(db: Database, car: CarFields): Promise<void> {
  const errors = {
    ...carRuleErrors(car),
    ...(await lookupErrors(db, carReferenceIds(car))),
  };
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

async function readCar(deps: AdminCarDeps, sku: string) {
  const car = await findCar(deps.db, sku, deps.today());
  if (!car) throw new Error(`car ${sku} vanished after it was written`);
  return car;
}

async function loadCar(db: Database, sku: string): Promise<CarRow | undefined> {
  const [row] = await db.select().from(cars).where(eq(cars.sku, sku)).limit(1).for('update');
  return row;
}

/** The stored fields with `patch` applied, undefined entries ignored. */
function applyPatch<T extends UnpricedCar>(stored: T, patch: CarPatch): T {
  const changes = Object.fromEntries(
    Object.entries(toColumns(patch)).filter(([, value]) => value !== undefined),
  );
  return { ...stored, ...changes };
}

export async function updateCar(deps: AdminCarDeps, sku: string, patch: CarPatch) {
  await commitChange(
    deps,
    'car.updated',
    async (tx) => {
      const row = await loadCar(tx, sku);
      if (!row) throw notFound(roPublicApi.carNotFound);
      const { id, updatedAt: _previous, ...stored } = row;
      const repriced = PRICE_INPUTS.some((field) => patch[field] !== undefined);
      const merged = applyPatch(stored, patch);
      const next = repriced ? priced(merged, await readFigures(tx, deps.eurRonRate)) : merged;
      await assertValid(tx, next);
      await tx
        .update(cars)
        .set({ ...next, updatedAt: sql`now()` })
        .where(eq(cars.id, id));
    },
    sku,
  );
  return readCar(deps, sku);
}

/** 409 when the SKU is taken; the unique index decides, so two racing creates cannot both win. */
async function insertCar(deps: AdminCarDeps, sku: string, build: (tx: Database) => Promise<CarFields>) {
  try {
    await commitChange(
      deps,
      'car.created',
      async (tx) => {
        const car = await build(tx);
        await assertValid(tx, car);
        await tx.insert(cars).values({ ...car, updatedAt: sql`now()` });
        return car.sku;
      },
      sku,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'cars_sku_unique')) throw new ApiError(409, roAdminApi.skuTaken);
    throw error;
  }
}

export async function createCar(deps: AdminCarDeps, payload: CarCreate) {
  const { sku, ...fields } = payload;
  await insertCar(deps, sku, async (tx) =>
    priced({ sku, ...toColumns(fields) }, await readFigures(tx, deps.eurRonRate)),
  );
  return readCar(deps, payload.sku);
}

/** Media named after the source SKU (cars/RL-1001/…) is renamed to the new one; the storage draws it anew. */
function rehomeMedia(car: UnpricedCar, fromSku: string, sku: string) {
  const own = `cars/${fromSku}/`;
  const move = (path: string) => (path.startsWith(own) ? `cars/${sku}/${path.slice(own.length)}` : path);
  const moveNullable = (path: string | null) => (path === null ? null : move(path));
  return {
    profilePhoto: move(car.profilePhoto),
    gallery: car.gallery.map(move),
    equipmentListPdf: moveNullable(car.equipmentListPdf),
    maintenanceHistoryPdf: moveNullable(car.maintenanceHistoryPdf),
    product360: moveNullable(car.product360),
  };
}

export async function cloneCar(deps: AdminCarDeps, { from_sku, sku, overrides }: CarClone) {
  await insertCar(deps, sku, async (tx) => {
    const [source] = await tx.select().from(cars).where(eq(cars.sku, from_sku)).limit(1);
    if (!source) throw invalidFields({ from_sku: roAdminApi.unknownSku });
    const {
      id: _id,
      updatedAt: _at,
      paymentInfo: _info,
      paymentInfoPacked: _packed,
      price: _price,
      priceRon: _ron,
      ...copied
    } = source;
    // A chassis number identifies one physical car: the copy has none until the dealer sets it.
    const base = { ...copied, ...rehomeMedia(copied, from_sku, sku), sku, chassisSeries: null };
    return priced(overrides ? applyPatch(base, overrides) : base, await readFigures(tx, deps.eurRonRate));
  });
  return readCar(deps, sku);
}

/** Visibility 1: off the lists, the car page redirects; orders keep their car. */
export async function hideCar(deps: ChangeDeps, sku: string): Promise<void> {
  await commitChange(
    deps,
    'car.hidden',
    async (tx) => {
      const hidden = await tx
        .update(cars)
        .set({ carVisibilityId: HIDDEN, updatedAt: sql`now()` })
        .where(eq(cars.sku, sku))
        .returning({ id: cars.id });
      if (hidden.length === 0) throw notFound(roPublicApi.carNotFound);
    },
    sku,
  );
}

/**
 * Car edits of the admin API. Prices drive the offer: any change of initial_price, reduced_price
 * or category_id recomputes payment_info, price and price_ron. Cars are hidden, never deleted:
 * orders and reservations reference them.
 */

import { eq, sql } from 'drizzle-orm';
import type { BusinessFigures } from '../../../src/domain/business-figures.ts';
import type { CarClone, CarCreate, CarPatch } from '../../../src/domain/cms/car-payloads.ts';
import { roAdminApi, roPublicApi } from '../../../src/i18n/ro.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { carReferenceIds } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';
import { ApiError, invalidFields, notFound } from '../../http/errors.ts';
import { offerFor, sellingPriceOf } from '../../seed/car-offer.ts';
import type { Storage } from '../../storage/storage.ts';
import { findCar } from '../cars/cars.handlers.ts';
import { isUniqueViolation } from '../leads/unique-violation.ts';
import { readFigures } from '../settings/settings.handlers.ts';
import { toColumns } from './car-columns.ts';
import { lookupErrors } from './car-lookups.ts';
import { carRuleErrors } from './car-rules.ts';
import { type ChangeDeps, commitChange, type SaveBy, track } from './commit-change.ts';
import { carSnapshot } from './content-snapshots.ts';

export interface AdminCarDeps extends ChangeDeps {
  /** The server's EUR_RON_RATE: the rate of new offer tables while the eur_ron_rate setting is unset. */
  eurRonRate: number;
  today: () => string;
  /** Where a duplicate's uploaded photos and PDFs are copied; unset: paths are renamed only. */
  storage?: Storage | undefined;
}

type CarRow = typeof cars.$inferSelect;
type CarFields = Omit<CarRow, 'id' | 'updatedAt'>;
type UnpricedCar = Omit<
  CarFields,
  'paymentInfo' | 'paymentInfoPacked' | 'price' | 'priceRon' | 'rateIndividualRon' | 'rateCompanyRon'
>;

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

const trackCar = (by: SaveBy, sku: string, action?: 'content.delete') =>
  track(by, 'car', sku, (tx) => carSnapshot(tx, sku), action);

export async function updateCar(deps: AdminCarDeps, sku: string, patch: CarPatch, by: SaveBy) {
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
    trackCar(by, sku),
  );
  return readCar(deps, sku);
}

/** 409 when the SKU is taken; the unique index decides, so two racing creates cannot both win. */
async function insertCar(
  deps: AdminCarDeps,
  sku: string,
  build: (tx: Database) => Promise<CarFields>,
  by: SaveBy,
  /** Besides the content.create the history writes: a duplicate also says where it came from. */
  audited?: (tx: Database, car: CarFields) => Promise<void>,
) {
  try {
    await commitChange(
      deps,
      'car.created',
      async (tx) => {
        const car = await build(tx);
        await assertValid(tx, car);
        await tx.insert(cars).values({ ...car, updatedAt: sql`now()` });
        await audited?.(tx, car);
        return car.sku;
      },
      sku,
      trackCar(by, sku),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'cars_sku_unique')) throw new ApiError(409, roAdminApi.skuTaken);
    throw error;
  }
}

export async function createCar(deps: AdminCarDeps, payload: CarCreate, by: SaveBy) {
  const { sku, ...fields } = payload;
  await insertCar(
    deps,
    sku,
    async (tx) => priced({ sku, ...toColumns(fields) }, await readFigures(tx, deps.eurRonRate)),
    by,
  );
  return readCar(deps, payload.sku);
}

/**
 * Media named after the source SKU (cars/RL-1001/…) is renamed to the new one: seeded pictures are
 * drawn anew for it, uploaded files are copied (copyMedia), so editing one car's photos never
 * changes the other's.
 */
function rehomeMedia(car: UnpricedCar, fromSku: string, sku: string, moves?: Map<string, string>) {
  const own = `cars/${fromSku}/`;
  const move = (path: string) => {
    if (!path.startsWith(own)) return path;
    const moved = `cars/${sku}/${path.slice(own.length)}`;
    moves?.set(path, moved);
    return moved;
  };
  const moveNullable = (path: string | null) => (path === null ? null : move(path));
  return {
    profilePhoto: move(car.profilePhoto),
    gallery: car.gallery.map(move),
    equipmentListPdf: moveNullable(car.equipmentListPdf),
    maintenanceHistoryPdf: moveNullable(car.maintenanceHistoryPdf),
    product360: moveNullable(car.product360),
  };
}

/** Copies the stored files among `moves` (old path → new); a seeded file never stored is drawn on request. */
async function copyMedia(storage: Storage | undefined, moves: Map<string, string>): Promise<void> {
  if (!storage) return;
  for (const [from, to] of moves) {
    const file = await storage.get(from);
    if (file) await storage.put(to, file.bytes, file.contentType);
  }
}

/**
 * A duplicate under a new SKU: every field copied, hidden (visibility 1) until the editor publishes
 * it, unless `overrides` sets the visibility; on the audit trail as car.duplicate (with its source).
 */
export async function cloneCar(deps: AdminCarDeps, { from_sku, sku, overrides }: CarClone, by: SaveBy) {
  const moves = new Map<string, string>();
  const audited = (tx: Database, car: CarFields) =>
    recordAudit(tx, by.source, {
      action: 'car.duplicate',
      target: `cars/${sku}`,
      after: { from_sku, sku, car_visibility_id: car.carVisibilityId },
    });
  await insertCar(
    deps,
    sku,
    async (tx) => {
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
      const media = rehomeMedia(copied, from_sku, sku, moves);
      await copyMedia(deps.storage, moves);
      const base = { ...copied, ...media, sku, chassisSeries: null, carVisibilityId: HIDDEN };
      const merged = overrides ? applyPatch(base, overrides) : base;
      // Same prices, same tables: imported tables are copied, not recomputed by the engine.
      const repriced = PRICE_INPUTS.some((field) => overrides?.[field] !== undefined);
      if (repriced) return priced(merged, await readFigures(tx, deps.eurRonRate));
      const { paymentInfo, paymentInfoPacked, price, priceRon } = source;
      return { ...merged, paymentInfo, paymentInfoPacked, price, priceRon };
    },
    by,
    audited,
  );
  return readCar(deps, sku);
}

/** Visibility 1: off the lists, the car page redirects; orders keep their car. */
export async function hideCar(deps: ChangeDeps, sku: string, by: SaveBy): Promise<void> {
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
    trackCar(by, sku, 'content.delete'),
  );
}

/**
 * A car's photos, its two PDFs and its price tables, changed from the back office. Files go to the
 * storage first (under a fresh name, so no cache ever serves an older file at the same address),
 * then the car's columns, its content event and the audit entry commit together.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PaymentInfo } from '../../../src/domain/cms-schemas.ts';
import {
  defaultFinancingPrice,
  lowestSubscriptionPrice,
} from '../../../src/domain/financing/payment-info-builder.ts';
import { packFinancingInfo } from '../../../src/domain/financing/payment-info-codec.ts';
import { importPriceTables } from '../../../src/domain/financing/price-table-file.ts';
import { roCarMedia as m } from '../../../src/i18n/ro/car-media.ts';
import { fill, roPublicApi } from '../../../src/i18n/ro.ts';
import type { AuditAction } from '../../audit/audit-actions.ts';
import { type AuditSource, recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/client.ts';
import { cars } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { refusedField } from '../../http/request-body.ts';
import { listRateColumns } from '../../seed/car-offer.ts';
import type { Storage } from '../../storage/storage.ts';
import { type ChangeDeps, commitChange } from './commit-change.ts';

export interface CarMediaDeps extends ChangeDeps {
  storage: Storage;
}

/** The gallery's limit in the write schema (car-payloads.ts), plus the profile photo. */
export const MAX_PHOTOS = 51;

export const DOCUMENT_KINDS = {
  'equipment-list': { column: 'equipmentListPdf', name: 'echipamente' },
  'maintenance-history': { column: 'maintenanceHistoryPdf', name: 'istoric-service' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

type CarRow = typeof cars.$inferSelect;

export interface Photos {
  profile_photo: string;
  gallery: string[];
}

const photosOf = (car: Pick<CarRow, 'profilePhoto' | 'gallery'>): Photos => ({
  profile_photo: car.profilePhoto,
  gallery: car.gallery,
});

/** A new storage name under the car's folder: `cars/RL-1001/foto-1a2b3c4d5e6f.jpg`. */
export const freshPath = (sku: string, name: string, extension: string) =>
  `cars/${sku}/${name}-${randomUUID().replaceAll('-', '').slice(0, 12)}.${extension}`;

/** Reads the car under a row lock, changes it, and records the change and its audit entry. */
async function changeCar<T>(
  deps: ChangeDeps,
  sku: string,
  audit: AuditSource,
  action: AuditAction,
  change: (
    car: CarRow,
    tx: Database,
  ) => Promise<{ set: Partial<CarRow>; before: unknown; after: unknown; result: T }>,
): Promise<T> {
  return commitChange(
    deps,
    'car.updated',
    async (tx) => {
      const [car] = await tx.select().from(cars).where(eq(cars.sku, sku)).limit(1).for('update');
      if (!car) throw notFound(roPublicApi.carNotFound);
      const { set, before, after, result } = await change(car, tx);
      await tx
        .update(cars)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(cars.id, car.id));
      await recordAudit(tx, audit, { action, target: `cars/${sku}`, before, after });
      return result;
    },
    sku,
  );
}

/** Puts a checked photo at the end of the gallery; the editor then moves it or makes it the profile. */
export async function addPhoto(
  deps: CarMediaDeps,
  sku: string,
  audit: AuditSource,
  photo: { bytes: Uint8Array; contentType: string; extension: string },
): Promise<Photos> {
  const [exists] = await deps.db.select({ id: cars.id }).from(cars).where(eq(cars.sku, sku)).limit(1);
  if (!exists) throw notFound(roPublicApi.carNotFound);
  const path = freshPath(sku, 'foto', photo.extension);
  await deps.storage.put(path, photo.bytes, photo.contentType);
  return changeCar(deps, sku, audit, 'car.photo.add', async (car) => {
    if (car.gallery.length + 1 >= MAX_PHOTOS)
      throw refusedField('file', fill(m.photoLimit, { max: MAX_PHOTOS }));
    const next = { profile_photo: car.profilePhoto, gallery: [...car.gallery, path] };
    return { set: { gallery: next.gallery }, before: photosOf(car), after: next, result: next };
  });
}

/**
 * The editor's order and profile choice. Only the car's own photos may appear (a path from another
 * car or nowhere is refused); a photo left out is removed from the car.
 */
export async function arrangePhotos(deps: ChangeDeps, sku: string, audit: AuditSource, wanted: Photos) {
  return changeCar(deps, sku, audit, 'car.photos.arrange', async (car) => {
    const own = new Set([car.profilePhoto, ...car.gallery]);
    const all = [wanted.profile_photo, ...wanted.gallery];
    if (!own.has(wanted.profile_photo)) throw refusedField('profile_photo', m.photosProfileRequired);
    if (all.some((path) => !own.has(path))) throw refusedField('gallery', m.photosUnknown);
    if (new Set(all).size !== all.length) throw refusedField('gallery', m.photosDuplicate);
    return {
      set: { profilePhoto: wanted.profile_photo, gallery: wanted.gallery },
      before: photosOf(car),
      after: wanted,
      result: wanted,
    };
  });
}

/** Stores a checked PDF as the car's equipment list or maintenance history; null removes it. */
export async function saveDocument(
  deps: CarMediaDeps,
  sku: string,
  audit: AuditSource,
  kind: DocumentKind,
  bytes: Uint8Array | null,
): Promise<{ path: string | null }> {
  const { column, name } = DOCUMENT_KINDS[kind];
  const [exists] = await deps.db.select({ id: cars.id }).from(cars).where(eq(cars.sku, sku)).limit(1);
  if (!exists) throw notFound(roPublicApi.carNotFound);
  const path = bytes === null ? null : freshPath(sku, name, 'pdf');
  if (path !== null && bytes !== null) await deps.storage.put(path, bytes, 'application/pdf');
  const action = path === null ? 'car.document.remove' : 'car.document.save';
  return changeCar(deps, sku, audit, action, async (car) => ({
    set: { [column]: path },
    before: { [kind]: car[column] },
    after: { [kind]: path },
    result: { path },
  }));
}

/** The card's figures of imported tables, as the offer engine would have written them. */
function offerColumnsOf(info: PaymentInfo) {
  if (info.kind === 'subscription') {
    const price = lowestSubscriptionPrice(info);
    return {
      paymentInfo: info,
      paymentInfoPacked: null,
      price,
      priceRon: Math.round(price * info.exchangeRate * 100) / 100,
      ...listRateColumns(info),
    };
  }
  const card = defaultFinancingPrice(info);
  return {
    paymentInfo: info,
    paymentInfoPacked: packFinancingInfo(info),
    price: card.EUR,
    priceRon: card.RON,
    ...listRateColumns(info),
  };
}

/** Replaces the car's tables and the figures derived from them, in one transaction. */
export async function replacePriceTables(
  deps: ChangeDeps,
  sku: string,
  audit: AuditSource,
  text: string,
): Promise<{ price: number; price_ron: number }> {
  return changeCar(deps, sku, audit, 'car.price_tables.import', async (car) => {
    // Checked against the locked row's category, so a category change cannot slip in between.
    const imported = importPriceTables(text, car.categoryId);
    if (!imported.ok) {
      throw new ApiError(422, imported.errors[0] ?? m.priceFileNotText, { file: imported.errors.join('\n') });
    }
    const info = imported.paymentInfo;
    const columns = offerColumnsOf(info);
    // The tables themselves are ~100 KB: the entry keeps the figures the shopper sees.
    return {
      set: columns,
      before: { kind: car.paymentInfo.kind, price: car.price, price_ron: car.priceRon },
      after: { kind: info.kind, price: columns.price, price_ron: columns.priceRon },
      result: { price: columns.price, price_ron: columns.priceRon },
    };
  });
}

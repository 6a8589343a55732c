/**
 * Car queries. The list is one query (no N+1, fast at 10,000 cars); the detail adds the full
 * location and a second query for the location's live reservations.
 *
 * Lookup names are read with scalar subqueries, not nine joins: PGlite plans every query afresh,
 * and planning the ten-table join took 2.5 ms of each 4 ms detail read (the build reads one per
 * car page); the subqueries plan in 0.2 ms, and on a full list they cost no more than the joins.
 */
import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CarSort } from '../../../src/domain/catalog/car-sort.ts';
import { CURRENT_PACKING_PREFIX } from '../../../src/domain/financing/payment-info-codec.ts';
import { CAR_LOOKUPS, type CarLookup } from '../../db/car-lookups.ts';
import type { Database } from '../../db/client.ts';
import { cars, colors, locations, models, reservations } from '../../db/schema.ts';
import { isListed, visibilityRank } from './visibility.ts';

/** The optional id filters of GET /cars, named as the query string names them. */
export const CAR_FILTERS = {
  manufacturer_id: cars.manufacturerId,
  model_id: cars.modelId,
  transmission_id: cars.transmissionId,
  fuel_id: cars.fuelId,
  location_id: cars.locationId,
  pollution_norm_id: cars.pollutionNormId,
  traction_id: cars.tractionId,
  color_id: cars.colorId,
} as const;
export type CarFilterName = keyof typeof CAR_FILTERS;
export const CAR_FILTER_NAMES = Object.keys(CAR_FILTERS) as CarFilterName[];

export interface CarListQuery {
  categoryIds?: number[] | undefined;
  filters: Partial<Record<CarFilterName, number>>;
  /** Absent: today's order. */
  sort?: CarSort | null | undefined;
}

/**
 * The key of each order (car-sort.ts carComparator, which the browser applies to the same list):
 * cars without the key go last; ties keep today's order (visibility rank, then id). rate_asc reads
 * an individual's rate, the list's default person.
 */
const SORT_KEYS: Readonly<Record<CarSort, SQL>> = {
  price_asc: sql`coalesce(${cars.reducedPrice}, ${cars.initialPrice}) asc`,
  price_desc: sql`coalesce(${cars.reducedPrice}, ${cars.initialPrice}) desc`,
  rate_asc: sql`${cars.rateIndividualRon} asc nulls last`,
  year_desc: sql`${cars.firstRegistration} desc nulls last`,
  km_asc: sql`${cars.kmNo} asc`,
};

/** `column` of the lookup row whose `id` equals `reference` (a column of cars). */
function lookup<T>(column: AnyPgColumn, id: AnyPgColumn, reference: AnyPgColumn): SQL<T> {
  return sql<T>`(select ${column} from ${id.table} where ${id} = ${reference})`;
}

/** The name of the row a car's lookup column points at. */
const nameOf = ({ table, column }: CarLookup): SQL<string> => lookup<string>(table.name, table.id, column);

/** Every column of a car the list and the detail share, lookups by name. */
const carColumns = {
  id: cars.id,
  sku: cars.sku,
  product_name: cars.productName,
  category_id: cars.categoryId,
  car_visibility_id: cars.carVisibilityId,
  availability_date: cars.availabilityDate,
  feature_message: cars.featureMessage,
  promo_messages: cars.promoMessages,
  initial_price: cars.initialPrice,
  reduced_price: cars.reducedPrice,
  price: cars.price,
  price_ron: cars.priceRon,
  monthly_rate_ron: { individual: cars.rateIndividualRon, company: cars.rateCompanyRon },
  location_id: cars.locationId,
  manufacturer_id: cars.manufacturerId,
  model_id: cars.modelId,
  transmission_id: cars.transmissionId,
  fuel_id: cars.fuelId,
  pollution_norm_id: cars.pollutionNormId,
  traction_id: cars.tractionId,
  color_id: cars.colorId,
  car_body_id: cars.carBodyId,
  manufacturer: { name: nameOf(CAR_LOOKUPS.manufacturer_id) },
  model: { name: lookup<string>(models.name, models.id, cars.modelId) },
  color: {
    name: nameOf(CAR_LOOKUPS.color_id),
    code: lookup<string>(colors.code, colors.id, cars.colorId),
  },
  fuel: { name: nameOf(CAR_LOOKUPS.fuel_id) },
  transmission: { name: nameOf(CAR_LOOKUPS.transmission_id) },
  traction: { name: nameOf(CAR_LOOKUPS.traction_id) },
  car_body: { name: nameOf(CAR_LOOKUPS.car_body_id) },
  pollution_norm: { name: nameOf(CAR_LOOKUPS.pollution_norm_id) },
  km_no: cars.kmNo,
  horsepower: cars.horsepower,
  first_registration: cars.firstRegistration,
  profile_photo: cars.profilePhoto,
};

const summaryColumns = {
  ...carColumns,
  location: {
    name: nameOf(CAR_LOOKUPS.location_id),
    link: lookup<string>(locations.link, locations.id, cars.locationId),
  },
};

/** The detail's columns besides payment_info, which the batched read takes as text. */
const detailColumnsBesidesPaymentInfo = {
  ...carColumns,
  disclaimer: cars.disclaimer,
  dealer: cars.dealer,
  combined_consumption: cars.combinedConsumption,
  electric_range_km: cars.electricRangeKm,
  battery_capacity_kwh: cars.batteryCapacityKwh,
  ac_charging_kw: cars.acChargingKw,
  dc_charging_kw: cars.dcChargingKw,
  doors: cars.doors,
  seats: cars.seats,
  weight: cars.weight,
  cylindrical_capacity: cars.cylindricalCapacity,
  co2_emissions: cars.co2Emissions,
  chassis_series: cars.chassisSeries,
  warranty_until: cars.warrantyUntil,
  warranty_features: cars.warrantyFeatures,
  equipment: cars.equipment,
  equipment_list_pdf: cars.equipmentListPdf,
  maintenance_history_pdf: cars.maintenanceHistoryPdf,
  gallery: cars.gallery,
  product_360: cars.product360,
};

const detailColumns = { ...detailColumnsBesidesPaymentInfo, payment_info: cars.paymentInfo };

export type CarSummaryRow = Awaited<ReturnType<typeof listCars>>[number];

/**
 * Listed cars matching every given filter, in the chosen order, else (and within ties) visibility
 * 2, 5, 4 in that order, then by id.
 */
export async function listCars(db: Database, query: CarListQuery) {
  const conditions: SQL[] = [isListed()];
  if (query.categoryIds) conditions.push(inArray(cars.categoryId, query.categoryIds));
  for (const name of CAR_FILTER_NAMES) {
    const value = query.filters[name];
    if (value !== undefined) conditions.push(eq(CAR_FILTERS[name], value));
  }
  return db
    .select(summaryColumns)
    .from(cars)
    .where(and(...conditions))
    .orderBy(...(query.sort ? [SORT_KEYS[query.sort]] : []), visibilityRank(), asc(cars.id));
}

type Hours = { start: number; end: number } | null;
const hours = (start: number | null, end: number | null): Hours =>
  start === null || end === null ? null : { start, end };

type LocationRow = typeof locations.$inferSelect;
type BookedSlot = { date: string; hour: number };

function locationDetail(location: LocationRow, reservations: BookedSlot[]) {
  return {
    id: location.id,
    name: location.name,
    link: location.link,
    address: location.address,
    opening_hours: {
      weekday: hours(location.weekdayStart, location.weekdayEnd),
      saturday: hours(location.saturdayStart, location.saturdayEnd),
      sunday: hours(location.sundayStart, location.sundayEnd),
      break: hours(location.breakStart, location.breakEnd),
    },
    reservations,
  };
}
type LocationDetail = ReturnType<typeof locationDetail>;

/** These locations with their opening hours and live reservations from `today` on, by id. */
async function locationDetails(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<Map<number, LocationDetail>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(locations).where(inArray(locations.id, unique));
  const booked = await db
    .select({ locationId: reservations.locationId, date: reservations.date, hour: reservations.hour })
    .from(reservations)
    .where(
      and(
        inArray(reservations.locationId, unique),
        isNull(reservations.cancelledAt),
        gte(reservations.date, today),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.hour));
  return new Map(
    rows.map((row) => [
      row.id,
      locationDetail(
        row,
        booked.filter((slot) => slot.locationId === row.id).map(({ date, hour }) => ({ date, hour })),
      ),
    ]),
  );
}

function locationOf(details: Map<number, LocationDetail>, car: { sku: string; location_id: number }) {
  const location = details.get(car.location_id);
  if (!location) throw new Error(`car ${car.sku} references missing location ${car.location_id}`);
  return location;
}

/**
 * One car by SKU with payment_info, dealer and its location's opening hours and live reservations
 * from `today` (yyyy-MM-dd) on. Any visibility, including 1. Null when no car has this SKU.
 */
export async function findCar(db: Database, sku: string, today: string) {
  const [car] = await db.select(detailColumns).from(cars).where(eq(cars.sku, sku)).limit(1);
  if (!car) return null;
  return { ...car, location: locationOf(await locationDetails(db, [car.location_id], today), car) };
}

/**
 * `GET /cars/{sku}?tables=none`: the detail without payment_info, for the islands that read a car
 * live but not its prices (the car page's status line and viewing slots, the checkout's photo and
 * equipment list). payment_info is nine tenths of a detail's ~100 KB; the build already put the
 * tables a page needs into its HTML.
 */
export async function findCarWithoutTables(db: Database, sku: string, today: string) {
  const [car] = await db.select(detailColumnsBesidesPaymentInfo).from(cars).where(eq(cars.sku, sku)).limit(1);
  if (!car) return null;
  return { ...car, location: locationOf(await locationDetails(db, [car.location_id], today), car) };
}

/**
 * The cars with these SKUs (unknown ones left out, order of the SKUs kept) as the UTF-8 bytes of a
 * JSON array whose items are exactly what GET /cars/{sku} answers. payment_info, nine tenths of a
 * detail's bytes, goes from the database's text straight into the answer: parsing it into objects
 * and serialising it again cost most of the 8.5 ms of CPU a single detail read takes.
 * With `packedTables`, a financed car with a current packing answers
 * `payment_info: { kind: 'financing', packed: '<packFinancingInfo text>' }` instead: a third of the
 * bytes for the database to hand over and the build to parse (payment-info-codec.ts).
 * Each item is encoded on its own and the bytes joined: joining the ~1.5 MB text of 50 items and
 * encoding it took ~19 ms, the items' bytes ~1 ms (the text of a batch is a rope of ropes).
 */
export async function carDetailsBody(
  db: Database,
  skus: readonly string[],
  today: string,
  { packedTables }: { packedTables: boolean },
): Promise<Uint8Array<ArrayBuffer>> {
  if (skus.length === 0) return Buffer.from('[]');
  const current = sql`starts_with(${cars.paymentInfoPacked}, ${CURRENT_PACKING_PREFIX})`;
  const rows = await db
    .select({
      ...detailColumnsBesidesPaymentInfo,
      paymentInfoText: packedTables
        ? sql<string | null>`CASE WHEN ${current} THEN NULL ELSE ${cars.paymentInfo}::text END`
        : sql<string | null>`${cars.paymentInfo}::text`,
      packedText: packedTables
        ? sql<string | null>`CASE WHEN ${current} THEN ${cars.paymentInfoPacked} END`
        : sql<string | null>`NULL`,
    })
    .from(cars)
    .where(inArray(cars.sku, [...skus]));
  const details = await locationDetails(
    db,
    rows.map((row) => row.location_id),
    today,
  );
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const parts: Buffer[] = [];
  for (const sku of skus) {
    const row = bySku.get(sku);
    if (!row) continue;
    const { paymentInfoText, packedText, ...car } = row;
    const rest = JSON.stringify({ ...car, location: locationOf(details, car) });
    const tables =
      packedText === null
        ? (paymentInfoText ?? 'null')
        : `{"kind":"financing","packed":${jsonTextAsString(packedText)}}`;
    parts.push(Buffer.from(`${parts.length === 0 ? '[' : ','}{"payment_info":${tables},${rest.slice(1)}`));
  }
  parts.push(Buffer.from(parts.length === 0 ? '[]' : ']'));
  return Buffer.concat(parts);
}

/**
 * `JSON.stringify(text)` for a text JSON.stringify wrote (a stored packing): such a text has no raw
 * control character or lone surrogate, so without a quote or a backslash it needs no escape, and
 * the scan for those two is a fraction of what stringifying ~30 KB costs.
 */
export function jsonTextAsString(text: string): string {
  return text.includes('"') || text.includes('\\') ? JSON.stringify(text) : `"${text}"`;
}

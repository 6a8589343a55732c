/**
 * Car queries. The list is one query joining every lookup (no N+1, fast at 10,000 cars); the detail
 * adds the full location and a second query for the location's live reservations.
 */
import { and, asc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  carBodies,
  cars,
  colors,
  fuels,
  locations,
  manufacturers,
  models,
  pollutionNorms,
  reservations,
  tractions,
  transmissions,
} from '../../db/schema.ts';
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
}

const summaryColumns = {
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
  location_id: cars.locationId,
  manufacturer_id: cars.manufacturerId,
  model_id: cars.modelId,
  transmission_id: cars.transmissionId,
  fuel_id: cars.fuelId,
  pollution_norm_id: cars.pollutionNormId,
  traction_id: cars.tractionId,
  color_id: cars.colorId,
  car_body_id: cars.carBodyId,
  manufacturer: { name: manufacturers.name },
  model: { name: models.name },
  color: { name: colors.name, code: colors.code },
  fuel: { name: fuels.name },
  transmission: { name: transmissions.name },
  traction: { name: tractions.name },
  car_body: { name: carBodies.name },
  pollution_norm: { name: pollutionNorms.name },
  location: { name: locations.name, link: locations.link },
  km_no: cars.kmNo,
  horsepower: cars.horsepower,
  first_registration: cars.firstRegistration,
  profile_photo: cars.profilePhoto,
};

const detailColumns = {
  ...summaryColumns,
  location: {
    id: locations.id,
    name: locations.name,
    link: locations.link,
    address: locations.address,
    weekdayStart: locations.weekdayStart,
    weekdayEnd: locations.weekdayEnd,
    saturdayStart: locations.saturdayStart,
    saturdayEnd: locations.saturdayEnd,
    sundayStart: locations.sundayStart,
    sundayEnd: locations.sundayEnd,
    breakStart: locations.breakStart,
    breakEnd: locations.breakEnd,
  },
  payment_info: cars.paymentInfo,
  disclaimer: cars.disclaimer,
  dealer: cars.dealer,
  combined_consumption: cars.combinedConsumption,
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

/** Joins every lookup a car references; all are required columns, so inner joins lose no car. */
function withLookups<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(manufacturers, eq(manufacturers.id, cars.manufacturerId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .innerJoin(colors, eq(colors.id, cars.colorId))
    .innerJoin(fuels, eq(fuels.id, cars.fuelId))
    .innerJoin(transmissions, eq(transmissions.id, cars.transmissionId))
    .innerJoin(tractions, eq(tractions.id, cars.tractionId))
    .innerJoin(carBodies, eq(carBodies.id, cars.carBodyId))
    .innerJoin(pollutionNorms, eq(pollutionNorms.id, cars.pollutionNormId))
    .innerJoin(locations, eq(locations.id, cars.locationId));
}

export type CarSummaryRow = Awaited<ReturnType<typeof listCars>>[number];

/** Listed cars (visibility 2, 5, 4 in that order, then by id) matching every given filter. */
export async function listCars(db: Database, query: CarListQuery) {
  const conditions: SQL[] = [isListed()];
  if (query.categoryIds) conditions.push(inArray(cars.categoryId, query.categoryIds));
  for (const name of CAR_FILTER_NAMES) {
    const value = query.filters[name];
    if (value !== undefined) conditions.push(eq(CAR_FILTERS[name], value));
  }
  return withLookups(db.select(summaryColumns).from(cars).$dynamic())
    .where(and(...conditions))
    .orderBy(visibilityRank(), asc(cars.id));
}

type Hours = { start: number; end: number } | null;
const hours = (start: number | null, end: number | null): Hours =>
  start === null || end === null ? null : { start, end };

/**
 * One car by SKU with payment_info, dealer and its location's opening hours and live reservations
 * from `today` (yyyy-MM-dd) on. Any visibility, including 1. Null when no car has this SKU.
 */
export async function findCar(db: Database, sku: string, today: string) {
  const [row] = await withLookups(db.select(detailColumns).from(cars).$dynamic())
    .where(eq(cars.sku, sku))
    .limit(1);
  if (!row) return null;
  const { location, ...car } = row;
  const booked = await db
    .select({ date: reservations.date, hour: reservations.hour })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationId, location.id),
        isNull(reservations.cancelledAt),
        gte(reservations.date, today),
      ),
    )
    .orderBy(asc(reservations.date), asc(reservations.hour));
  return {
    ...car,
    location: {
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
      reservations: booked,
    },
  };
}

/**
 * The lookup tables a car references, keyed by the car's id field as the API names it, each with
 * the car column that points at it: the one list the admin API's id checks, the filter bar's
 * "values in stock" and the car queries' names read. (Models are not here: a model belongs to a
 * manufacturer, so each of those readers treats it on its own.)
 */
import {
  carBodies,
  cars,
  colors,
  fuels,
  locations,
  manufacturers,
  pollutionNorms,
  tractions,
  transmissions,
} from './schema.ts';

export const CAR_LOOKUPS = {
  location_id: { table: locations, column: cars.locationId },
  manufacturer_id: { table: manufacturers, column: cars.manufacturerId },
  transmission_id: { table: transmissions, column: cars.transmissionId },
  fuel_id: { table: fuels, column: cars.fuelId },
  pollution_norm_id: { table: pollutionNorms, column: cars.pollutionNormId },
  traction_id: { table: tractions, column: cars.tractionId },
  color_id: { table: colors, column: cars.colorId },
  car_body_id: { table: carBodies, column: cars.carBodyId },
} as const;

export type CarLookupField = keyof typeof CAR_LOOKUPS;
export type CarLookup = (typeof CAR_LOOKUPS)[CarLookupField];

type CarReferences = Pick<
  typeof cars.$inferSelect,
  | 'locationId'
  | 'manufacturerId'
  | 'modelId'
  | 'transmissionId'
  | 'fuelId'
  | 'pollutionNormId'
  | 'tractionId'
  | 'colorId'
  | 'carBodyId'
>;

/** The ids a car row references, under the API's field names (the model included). */
export function carReferenceIds(car: CarReferences) {
  return {
    location_id: car.locationId,
    manufacturer_id: car.manufacturerId,
    model_id: car.modelId,
    transmission_id: car.transmissionId,
    fuel_id: car.fuelId,
    pollution_norm_id: car.pollutionNormId,
    traction_id: car.tractionId,
    color_id: car.colorId,
    car_body_id: car.carBodyId,
  };
}

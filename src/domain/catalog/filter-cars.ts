/**
 * Applies a filter selection to the loaded cars and derives the options the filter bar offers.
 * Runs on every change in the browser, so both are single passes over the cars (10,000 cars in a
 * few milliseconds; see the test).
 */
import type { CarSummary } from '../cms-schemas.ts';
import { type Band, type BandKind, bandContains, bandsPresent, bandValue, findBand } from './bands.ts';
import { API_FILTER_KEYS, type ApiFilterKey, type FilterSelection } from './filter-query.ts';

type CarPredicate = (car: CarSummary) => boolean;

const ID_FIELD: Readonly<Record<ApiFilterKey, keyof CarSummary>> = {
  manufacturer: 'manufacturer_id',
  model: 'model_id',
  transmission: 'transmission_id',
  fuel: 'fuel_id',
  location: 'location_id',
  pollution_norm: 'pollution_norm_id',
  traction: 'traction_id',
  color: 'color_id',
};

const NAME_OF: Readonly<Record<ApiFilterKey, (car: CarSummary) => string>> = {
  manufacturer: (car) => car.manufacturer.name,
  model: (car) => car.model.name,
  transmission: (car) => car.transmission.name,
  fuel: (car) => car.fuel.name,
  location: (car) => car.location.name,
  pollution_norm: (car) => car.pollution_norm.name,
  traction: (car) => car.traction.name,
  color: (car) => car.color.name,
};

/** List order of spec section 4: in stock (2), then coming soon (5), then reserved (4). */
export const VISIBILITY_ORDER = [2, 5, 4] as const;

export function registrationYear(car: CarSummary): number | null {
  return car.first_registration === null ? null : Number(car.first_registration.slice(0, 4));
}

function bandPredicate(kind: BandKind, id: number | undefined): CarPredicate | null {
  if (id === undefined) return null;
  const band = findBand(kind, id);
  return band ? (car) => bandContains(band, bandValue(car, kind)) : () => false;
}

function predicatesFor(selection: FilterSelection): CarPredicate[] {
  const predicates: CarPredicate[] = [];
  for (const key of API_FILTER_KEYS) {
    const wanted = selection[key];
    if (wanted === undefined) continue;
    const field = ID_FIELD[key];
    predicates.push((car) => car[field] === wanted);
  }
  const { availability, year } = selection;
  if (availability !== undefined) predicates.push((car) => car.car_visibility_id === availability);
  if (year !== undefined) predicates.push((car) => registrationYear(car) === year);
  for (const kind of ['price', 'km', 'horsepower'] as const) {
    const predicate = bandPredicate(kind, selection[kind]);
    if (predicate) predicates.push(predicate);
  }
  return predicates;
}

/** Cars matching every filter, hidden cars (visibility 1) left out, in the list order 2, 5, 4. */
export function filterCars(cars: readonly CarSummary[], selection: FilterSelection): CarSummary[] {
  const predicates = predicatesFor(selection);
  const buckets = new Map<number, CarSummary[]>(VISIBILITY_ORDER.map((visibility) => [visibility, []]));
  for (const car of cars) {
    const bucket = buckets.get(car.car_visibility_id);
    if (bucket && predicates.every((matches) => matches(car))) bucket.push(car);
  }
  return VISIBILITY_ORDER.flatMap((visibility) => buckets.get(visibility) ?? []);
}

export interface FilterOption {
  readonly id: number;
  readonly name: string;
}

export interface FilterOptions {
  readonly lookups: Readonly<Record<ApiFilterKey, readonly FilterOption[]>>;
  /** Visibilities present, in list order. */
  readonly availability: readonly number[];
  /** Registration years present, newest first. */
  readonly years: readonly number[];
  readonly bands: Readonly<Record<BandKind, readonly Band[]>>;
}

const collator = new Intl.Collator('ro-RO');

function sortedOptions(byId: Map<number, string>): FilterOption[] {
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The options of each filter that some loaded car has. Models follow the chosen manufacturer:
 * with a manufacturer selected only its models are offered.
 */
export function filterOptions(cars: readonly CarSummary[], selection: FilterSelection): FilterOptions {
  const found = Object.fromEntries(API_FILTER_KEYS.map((key) => [key, new Map<number, string>()])) as Record<
    ApiFilterKey,
    Map<number, string>
  >;
  const visibilities = new Set<number>();
  const years = new Set<number>();
  const listed: CarSummary[] = [];
  for (const car of cars) {
    if (car.car_visibility_id === 1) continue;
    listed.push(car);
    visibilities.add(car.car_visibility_id);
    const year = registrationYear(car);
    if (year !== null) years.add(year);
    for (const key of API_FILTER_KEYS) {
      if (
        key === 'model' &&
        selection.manufacturer !== undefined &&
        car.manufacturer_id !== selection.manufacturer
      ) {
        continue;
      }
      found[key].set(car[ID_FIELD[key]] as number, NAME_OF[key](car));
    }
  }
  return {
    lookups: Object.fromEntries(API_FILTER_KEYS.map((key) => [key, sortedOptions(found[key])])) as Record<
      ApiFilterKey,
      FilterOption[]
    >,
    availability: VISIBILITY_ORDER.filter((visibility) => visibilities.has(visibility)),
    years: [...years].sort((a, b) => b - a),
    bands: {
      price: bandsPresent(listed, 'price'),
      km: bandsPresent(listed, 'km'),
      horsepower: bandsPresent(listed, 'horsepower'),
    },
  };
}

/**
 * Price, mileage and horsepower bands of the filter bar (spec section 9). A band is inclusive of
 * both ends; values are compared as whole numbers rounded up (a price of 10000.40 EUR is above
 * 10000, so it belongs to 10001-20000, never to no band at all).
 */
import { fill, roCatalog } from '../../i18n/ro.ts';
import type { CarSummary } from '../cms-schemas.ts';
import { formatNumber } from '../format.ts';

export type BandKind = 'price' | 'km' | 'horsepower';

export interface Band {
  /** 1-based, stable: it is what the query string carries. */
  readonly id: number;
  readonly from: number;
  /** Inclusive upper bound; `null` for the open "over …" band. */
  readonly to: number | null;
}

function bands(ranges: ReadonlyArray<readonly [number, number | null]>): readonly Band[] {
  return ranges.map(([from, to], index) => ({ id: index + 1, from, to }));
}

export const BANDS: Readonly<Record<BandKind, readonly Band[]>> = {
  price: bands([
    [5000, 10000],
    [10001, 20000],
    [20001, 30000],
    [30001, 40000],
    [40001, 60000],
    [60001, null],
  ]),
  km: bands([
    [0, 10000],
    [10001, 20000],
    [20001, 40000],
    [40001, 60000],
    [60001, 80000],
    [80001, null],
  ]),
  // "over 200 (up to 2000)": the last band is closed at 2000 HP.
  horsepower: bands([
    [50, 100],
    [101, 150],
    [151, 200],
    [201, 2000],
  ]),
};

/** The car's value a band kind compares: the promo price when there is one. */
export function bandValue(car: CarSummary, kind: BandKind): number {
  if (kind === 'price') return car.reduced_price ?? car.initial_price;
  return kind === 'km' ? car.km_no : car.horsepower;
}

export function bandContains(band: Band, value: number): boolean {
  const whole = Math.ceil(value);
  return whole >= band.from && (band.to === null || whole <= band.to);
}

export function findBand(kind: BandKind, id: number): Band | undefined {
  return BANDS[kind].find((band) => band.id === id);
}

/** The band a value falls in, if any (a 3000 EUR car is in no price band). */
export function bandOf(kind: BandKind, value: number): Band | undefined {
  return BANDS[kind].find((band) => bandContains(band, value));
}

/** "Only bands containing a car are shown": the bands of `kind` that hold at least one car. */
export function bandsPresent(cars: readonly CarSummary[], kind: BandKind): Band[] {
  const present = new Set<number>();
  const all = BANDS[kind];
  for (const car of cars) {
    const band = bandOf(kind, bandValue(car, kind));
    if (band) present.add(band.id);
    if (present.size === all.length) break;
  }
  return all.filter((band) => present.has(band.id));
}

const UNITS: Readonly<Record<BandKind, string>> = {
  price: roCatalog.bandUnitEur,
  km: roCatalog.bandUnitKm,
  horsepower: roCatalog.bandUnitHp,
};

/** bandLabel('price', band 1) === '5.000 - 10.000 €'; the open band reads 'peste 60.000 €'. */
export function bandLabel(kind: BandKind, band: Band): string {
  const range =
    band.to === null || (kind === 'horsepower' && band.to === 2000)
      ? fill(roCatalog.bandOver, { from: formatNumber(band.from - 1) })
      : fill(roCatalog.bandRange, { from: formatNumber(band.from), to: formatNumber(band.to) });
  return `${range} ${UNITS[kind]}`;
}

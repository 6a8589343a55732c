/**
 * Inserts the lookup tables the cars reference, derived from the cars themselves so the filters
 * payload offers exactly what is in stock, and returns name → id maps.
 */
import type { Database } from '../db/client.ts';
import {
  carBodies,
  colors,
  fuels,
  locations,
  manufacturers,
  models,
  pollutionNorms,
  tractions,
  transmissions,
} from '../db/schema.ts';
import type { CarSeed } from './cars.ts';
import { BODIES, FUELS, TRACTIONS, TRANSMISSIONS } from './data/catalog-types.ts';
import { COLORS, POLLUTION_NORMS, SHOWROOMS } from './data/lookups.ts';

export interface LookupIds {
  fuel: Map<string, number>;
  transmission: Map<string, number>;
  traction: Map<string, number>;
  body: Map<string, number>;
  pollutionNorm: Map<string, number>;
  color: Map<string, number>;
  manufacturer: Map<string, number>;
  /** Keyed by `${brand}|${model}`. */
  model: Map<string, number>;
  location: Map<string, number>;
}

/** Names in the order of `canonical`, keeping only those used. */
const used = (canonical: readonly string[], present: Set<string>) =>
  canonical.filter((name) => present.has(name));
const toMap = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));

export async function insertLookups(db: Database, cars: readonly CarSeed[]): Promise<LookupIds> {
  const set = (pick: (c: CarSeed) => string) => new Set(cars.map(pick));
  const named = async (table: typeof fuels, names: readonly string[]) =>
    names.length === 0
      ? new Map<string, number>()
      : toMap(
          await db
            .insert(table)
            .values(names.map((name) => ({ name })))
            .returning({ id: table.id, name: table.name }),
        );

  const fuel = await named(
    fuels,
    used(
      FUELS,
      set((c) => c.fuel),
    ),
  );
  const transmission = await named(
    transmissions,
    used(
      TRANSMISSIONS,
      set((c) => c.transmission),
    ),
  );
  const traction = await named(
    tractions,
    used(
      TRACTIONS,
      set((c) => c.traction),
    ),
  );
  const body = await named(
    carBodies,
    used(
      BODIES,
      set((c) => c.body),
    ),
  );
  const pollutionNorm = await named(
    pollutionNorms,
    used(
      POLLUTION_NORMS,
      set((c) => c.pollutionNorm),
    ),
  );

  const colorNames = set((c) => c.color);
  const colorRows = COLORS.filter((c) => colorNames.has(c.name));
  const color =
    colorRows.length === 0
      ? new Map<string, number>()
      : toMap(await db.insert(colors).values(colorRows).returning({ id: colors.id, name: colors.name }));

  const brands = [...set((c) => c.brand)].sort((a, b) => a.localeCompare(b, 'ro'));
  const manufacturer = await named(manufacturers, brands);
  const modelKeys = [...set((c) => `${c.brand}|${c.model}`)].sort((a, b) => a.localeCompare(b, 'ro'));
  const modelRows = modelKeys.map((key) => {
    const [brand = '', name = ''] = key.split('|');
    return { manufacturerId: manufacturer.get(brand) ?? 0, name };
  });
  const inserted =
    modelRows.length === 0
      ? []
      : await db
          .insert(models)
          .values(modelRows)
          .returning({ id: models.id, manufacturerId: models.manufacturerId, name: models.name });
  const brandById = new Map([...manufacturer].map(([name, id]) => [id, name]));
  const model = new Map(inserted.map((m) => [`${brandById.get(m.manufacturerId)}|${m.name}`, m.id]));

  const locationRows = await db
    .insert(locations)
    .values(
      SHOWROOMS.map((s) => ({
        name: s.name,
        link: s.link,
        address: s.address,
        weekdayStart: s.weekday[0],
        weekdayEnd: s.weekday[1],
        saturdayStart: s.saturday?.[0] ?? null,
        saturdayEnd: s.saturday?.[1] ?? null,
        // Every showroom is closed on Sunday.
        sundayStart: null,
        sundayEnd: null,
        breakStart: s.break?.[0] ?? null,
        breakEnd: s.break?.[1] ?? null,
      })),
    )
    .returning({ id: locations.id, name: locations.name });

  return {
    fuel,
    transmission,
    traction,
    body,
    pollutionNorm,
    color,
    manufacturer,
    model,
    location: toMap(locationRows),
  };
}

/** The id of `name` in `map`; a miss is a bug in the seed, not bad input. */
export function idOf(map: Map<string, number>, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`seed lookup missing: ${name}`);
  return id;
}

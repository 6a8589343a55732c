/**
 * Read-ahead for the car pages. Astro renders the pages one after another; knowing the order of
 * getStaticPaths, the cars are read in batches of that order (one GET /car-details per batch) and the
 * next batch is asked for while the current one renders, so the API's work overlaps Astro's. Only
 * the current and next batches are held, so memory does not grow with the catalogue.
 */
import { type CarDetail, MAX_CAR_DETAILS_PER_READ } from '../../domain/cms-schemas.ts';
import type { CarsBySku } from '../../lib/cms/car-details.ts';

export interface ReadAhead {
  /** The car, from a batch read started earlier when there is one. */
  get(sku: string): Promise<CarDetail | null>;
}

export function createReadAhead(order: readonly string[], load: CarsBySku, batchSize: number): ReadAhead {
  const position = new Map(order.map((sku, index) => [sku, index]));
  const batches = new Map<number, Promise<Map<string, CarDetail | null>>>();
  const start = (batch: number) => {
    if (batches.has(batch) || batch * batchSize >= order.length) return;
    const read = load(order.slice(batch * batchSize, (batch + 1) * batchSize));
    // A failure is reported by the page that awaits it; an unclaimed one must not crash the build.
    read.catch(() => undefined);
    batches.set(batch, read);
  };
  return {
    async get(sku) {
      const index = position.get(sku);
      if (index === undefined) return (await load([sku])).get(sku) ?? null;
      const batch = Math.floor(index / batchSize);
      for (const held of batches.keys()) if (held < batch) batches.delete(held);
      start(batch);
      start(batch + 1);
      const read = batches.get(batch);
      return (await (read ?? load([sku]))).get(sku) ?? null;
    },
  };
}

/**
 * As many cars as the API answers in one read: half as many reads as batches of 25 cut the API's
 * CPU per page from 1.6–1.7 to 1.4 ms (3,000 cars, builds side by side). A batch renders while the
 * next is read, so ~100 cars' details are held at a time.
 */
export const READ_AHEAD_BATCH = MAX_CAR_DETAILS_PER_READ;
let shared: Promise<ReadAhead> | undefined;

/**
 * The build's read-ahead over the listed cars, in getStaticPaths order. Under `astro dev` pages are
 * rendered on request in any order and must show fresh data, so each reads its own car.
 */
export function carReadAhead(
  listSkus: () => Promise<readonly string[]>,
  load: CarsBySku,
  enabled: boolean,
): Promise<ReadAhead> {
  if (!enabled) return Promise.resolve({ get: async (sku) => (await load([sku])).get(sku) ?? null });
  shared ??= listSkus().then((order) => createReadAhead(order, load, READ_AHEAD_BATCH));
  return shared;
}

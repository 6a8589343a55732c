/**
 * Read-ahead for the car pages. Astro renders the pages one after another, each waiting for its
 * GET /cars/{sku}; meanwhile the API sits idle while Astro renders, and Astro idles while the API
 * answers. Knowing the order of getStaticPaths, each page starts the next few reads early so the
 * two overlap (on 2 cores this roughly doubles throughput). Only a handful of details are held at
 * any time, so memory does not grow with the catalogue.
 */
import type { CarDetail } from '../../domain/cms-schemas.ts';

export interface ReadAhead {
  /** The car, from a read started earlier when there is one. */
  get(sku: string): Promise<CarDetail | null>;
}

export function createReadAhead(
  order: readonly string[],
  load: (sku: string) => Promise<CarDetail | null>,
  depth: number,
): ReadAhead {
  const position = new Map(order.map((sku, index) => [sku, index]));
  const pending = new Map<string, Promise<CarDetail | null>>();
  const start = (sku: string) => {
    if (pending.has(sku)) return;
    const read = load(sku);
    // A failure is reported by the page that awaits it; an unclaimed one must not crash the build.
    read.catch(() => undefined);
    pending.set(sku, read);
  };
  return {
    get(sku) {
      const index = position.get(sku);
      if (index !== undefined) {
        for (const next of order.slice(index + 1, index + 1 + depth)) start(next);
      }
      const read = pending.get(sku) ?? load(sku);
      pending.delete(sku);
      return read;
    },
  };
}

export const READ_AHEAD_DEPTH = 6;
let shared: Promise<ReadAhead> | undefined;

/**
 * The build's read-ahead over the listed cars, in getStaticPaths order. Under `astro dev` pages are
 * rendered on request in any order and must show fresh data, so each reads its own car.
 */
export function carReadAhead(
  listSkus: () => Promise<readonly string[]>,
  load: (sku: string) => Promise<CarDetail | null>,
  enabled: boolean,
): Promise<ReadAhead> {
  if (!enabled) return Promise.resolve({ get: load });
  shared ??= listSkus().then((order) => createReadAhead(order, load, READ_AHEAD_DEPTH));
  return shared;
}

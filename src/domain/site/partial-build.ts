/**
 * A partial rebuild (server/rebuild/runner.ts) renders only the car pages a content change touched:
 * the runner names their SKUs in PUBLISH_ONLY_CARS (comma-separated), and getStaticPaths keeps only
 * those. Unset, every listed car gets its page (a full build).
 *
 * A full build of a large catalogue renders its car pages in several processes, one per core: the
 * build and its render helpers (src/lib/build/direct-page-writer.ts). PUBLISH_CAR_SHARD=`k/n` keeps
 * every n-th listed car from the k-th (0-based), so the processes share the cars evenly and together
 * render each exactly once.
 */
export const ONLY_CARS_VARIABLE = 'PUBLISH_ONLY_CARS';
export const CAR_SHARD_VARIABLE = 'PUBLISH_CAR_SHARD';

export interface CarShard {
  index: number;
  count: number;
}

/** `k/n` → shard k of n; null when unset. Anything else throws: a typo must not drop car pages. */
export function carShard(value: string | undefined): CarShard | null {
  if (value === undefined || value === '') return null;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count)
    throw new Error(`${CAR_SHARD_VARIABLE} must be k/n with 0 <= k < n, not "${value}"`);
  return { index, count };
}

export const carShardValue = ({ index, count }: CarShard) => `${index}/${count}`;

/**
 * How many processes a full build renders its car pages in: the build itself and a render helper
 * per extra core (src/lib/build/direct-page-writer.ts), each with its share as above.
 */
export const RENDER_PROCESSES_VARIABLE = 'PUBLISH_RENDER_PROCESSES';

/** PUBLISH_RENDER_PROCESSES as a count: 1 when unset; anything but a positive integer throws. */
export function renderProcesses(env: Readonly<Record<string, string | undefined>>): number {
  const value = env[RENDER_PROCESSES_VARIABLE];
  if (value === undefined || value === '') return 1;
  if (!/^[1-9]\d*$/.test(value))
    throw new Error(`${RENDER_PROCESSES_VARIABLE} must be a positive integer, not "${value}"`);
  return Number(value);
}

/** The SKUs to render, or null for all. An empty value means none (a change with no car page). */
export function onlyCars(value: string | undefined): ReadonlySet<string> | null {
  if (value === undefined) return null;
  return new Set(
    value
      .split(',')
      .map((sku) => sku.trim())
      .filter((sku) => sku !== ''),
  );
}

/** The listed SKUs whose page this build renders, in list order. */
export function carPageSkus(listed: readonly string[], only: ReadonlySet<string> | null): string[] {
  return only === null ? [...listed] : listed.filter((sku) => only.has(sku));
}

/** The SKUs of the listed cars this build renders a page for (getStaticPaths and its read-ahead). */
export function renderedCarSkus(
  listed: readonly { sku: string }[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const skus = carPageSkus(
    listed.map((car) => car.sku),
    onlyCars(env[ONLY_CARS_VARIABLE]),
  );
  const shard = carShard(env[CAR_SHARD_VARIABLE]);
  return shard === null ? skus : skus.filter((_, position) => position % shard.count === shard.index);
}

/**
 * A partial rebuild (server/rebuild/runner.ts) renders only the car pages a content change touched:
 * the runner names their SKUs in PUBLISH_ONLY_CARS (comma-separated), and getStaticPaths keeps only
 * those. Unset, every listed car gets its page (a full build).
 */
export const ONLY_CARS_VARIABLE = 'PUBLISH_ONLY_CARS';

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
  return carPageSkus(
    listed.map((car) => car.sku),
    onlyCars(env[ONLY_CARS_VARIABLE]),
  );
}

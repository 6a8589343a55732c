/**
 * GET /cars's query: its own module, without the CMS schemas, so the list island can ask for the
 * live list as the CMS client does without loading valibot (features/catalog/live-cars.ts).
 */

/** The eight optional filters GET /cars accepts besides the categories. */
export const CAR_FILTER_KEYS = [
  'manufacturer_id',
  'model_id',
  'transmission_id',
  'fuel_id',
  'location_id',
  'pollution_norm_id',
  'traction_id',
  'color_id',
] as const;
export type CarFilterKey = (typeof CAR_FILTER_KEYS)[number];

export type CarQuery = {
  categories_ids: readonly number[];
} & Partial<Record<CarFilterKey, number>>;

/**
 * The query string of GET /cars: the category list as repeated `categories_ids[]=`, then the filters
 * that are set, in a fixed order so equal queries give equal URLs (and cache keys).
 *
 * @example carQueryString({ categories_ids: [2, 3], fuel_id: 1 })
 * // 'categories_ids[]=2&categories_ids[]=3&fuel_id=1'
 */
export function carQueryString(query: CarQuery): string {
  const parts = query.categories_ids.map((id) => `categories_ids[]=${encodeURIComponent(id)}`);
  for (const key of CAR_FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined) parts.push(`${key}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

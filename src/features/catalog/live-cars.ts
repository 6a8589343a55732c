/**
 * GET /cars for the list island, read without the CMS schemas: valibot and the schemas were half of
 * the list page's 20 KB island budget (tests/e2e/js-budget.spec.ts), and checking every car with
 * them was main-thread work at hydration. The answer is the shop's own API, and the build checked
 * the same list with the full schema; here a hand-written reader checks what the cards, filters and
 * analytics read, and refuses the whole answer otherwise (the island then says the live list is
 * unavailable and the pre-built cards stay).
 */
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { SKU_PATTERN } from '../../domain/ids.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';
import { carQueryString } from '../../lib/cms/car-query.ts';

const NUMBERS = [
  'id',
  'category_id',
  'car_visibility_id',
  'price',
  'price_ron',
  'location_id',
  'manufacturer_id',
  'model_id',
  'transmission_id',
  'fuel_id',
  'pollution_norm_id',
  'traction_id',
  'color_id',
  'km_no',
  'horsepower',
] as const;
const NAMED = [
  'manufacturer',
  'model',
  'transmission',
  'fuel',
  'location',
  'pollution_norm',
  'traction',
  'color',
];
const TEXT_OR_NULL = ['availability_date', 'feature_message', 'first_registration'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRateOrNull = (value: unknown) => value === null || Number.isFinite(value);
/** The list's monthly rates (list-rate.ts), null where the tables price no default term. */
const hasRates = (value: unknown) =>
  isRecord(value) && isRateOrNull(value.individual) && isRateOrNull(value.company);

/** True when `value` has every field of a listed car the list island reads, of the right kind. */
export function isListedCar(value: unknown): value is CarSummary {
  if (!isRecord(value)) return false;
  const { sku, product_name, profile_photo, promo_messages } = value;
  return (
    typeof sku === 'string' &&
    SKU_PATTERN.test(sku) &&
    typeof product_name === 'string' &&
    typeof profile_photo === 'string' &&
    NUMBERS.every((key) => Number.isFinite(value[key])) &&
    NAMED.every((key) => {
      const named = value[key];
      return isRecord(named) && typeof named.name === 'string';
    }) &&
    TEXT_OR_NULL.every((key) => value[key] === null || typeof value[key] === 'string') &&
    hasRates(value.monthly_rate_ron) &&
    Array.isArray(promo_messages) &&
    promo_messages.every((promo) => isRecord(promo) && typeof promo.name === 'string')
  );
}

/**
 * The live list of these categories, asked as the site's CMS client asks it, revalidating any browser copy: a car reserved a moment ago must not show as in stock.
 */
export async function fetchLiveCars(categoryIds: readonly number[]): Promise<CarSummary[]> {
  const url = `${browserCmsUrl()}/cars?${carQueryString({ categories_ids: categoryIds })}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isListedCar)) throw new Error(`GET ${url}: not a car list`);
  return body;
}

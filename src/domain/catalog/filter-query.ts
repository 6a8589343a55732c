/**
 * The filter selection and its query-string form. Initial filters come from the URL (spec
 * section 2: integers only; anything else is ignored, never an error) and the URL follows the
 * selection, so a filtered list can be shared and survives a reload.
 */
import { BANDS } from './bands.ts';
import { appendListOrder, DEFAULT_LIST_ORDER, type ListOrder } from './list-order.ts';

/** Filters the API can apply (GET /cars sends them as `{key}_id`). */
export const API_FILTER_KEYS = [
  'manufacturer',
  'model',
  'transmission',
  'fuel',
  'location',
  'pollution_norm',
  'traction',
  'color',
] as const;

/** Filters kept in the selection but applied only in the browser (spec section 7). */
export const LOCAL_FILTER_KEYS = ['availability', 'horsepower', 'price', 'km', 'year'] as const;

/** Query-string order: stable, so the same selection always gives the same URL. */
export const FILTER_KEYS = [...API_FILTER_KEYS, ...LOCAL_FILTER_KEYS] as const;

export type ApiFilterKey = (typeof API_FILTER_KEYS)[number];
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * Every value is an integer: lookup ids, availability (car_visibility_id 2, 4 or 5), band ids
 * of bands.ts for horsepower/price/km, and the first-registration year.
 */
export type FilterSelection = Readonly<Partial<Record<FilterKey, number>>>;

export const AVAILABILITY_VALUES = [2, 4, 5] as const;

const INTEGER = /^\d{1,9}$/;
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

function isValid(key: FilterKey, value: number): boolean {
  switch (key) {
    case 'availability':
      return (AVAILABILITY_VALUES as readonly number[]).includes(value);
    case 'horsepower':
    case 'price':
    case 'km':
      return BANDS[key].some((band) => band.id === value);
    case 'year':
      return value >= MIN_YEAR && value <= MAX_YEAR;
    default:
      return value >= 1;
  }
}

/** readFilterQuery(new URLSearchParams('manufacturer=3&model=abc')) → { manufacturer: 3 } */
export function readFilterQuery(params: URLSearchParams): FilterSelection {
  const selection: Partial<Record<FilterKey, number>> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (raw === undefined || !INTEGER.test(raw)) continue;
    const value = Number(raw);
    if (isValid(key, value)) selection[key] = value;
  }
  return selection;
}

/** The selection as a query string without '?', keys in FILTER_KEYS order, unset keys omitted. */
export function writeFilterQuery(selection: FilterSelection): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = selection[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** A selection with one filter set or cleared; choosing another manufacturer clears the model. */
export function withFilter(
  selection: FilterSelection,
  key: FilterKey,
  value: number | undefined,
): FilterSelection {
  const next: Partial<Record<FilterKey, number>> = { ...selection };
  if (value === undefined) delete next[key];
  else next[key] = value;
  if (key === 'manufacturer' && value !== selection.manufacturer) delete next.model;
  return next;
}

export function isFilterSet(selection: FilterSelection): boolean {
  return FILTER_KEYS.some((key) => selection[key] !== undefined);
}

/** The filters behind 'Mai multe filtre' (spec section 2), in the order the bar shows them. */
export const MORE_FILTER_KEYS = [
  'location',
  'horsepower',
  'fuel',
  'year',
  'km',
  'traction',
  'color',
  'price',
] as const satisfies readonly FilterKey[];

/**
 * True when a filter behind 'Mai multe filtre' is set: the bar then opens that panel, so a filter
 * that came with the link (/masini?fuel=5) is never applied out of sight.
 */
export function usesMoreFilters(selection: FilterSelection): boolean {
  return MORE_FILTER_KEYS.some((key) => selection[key] !== undefined);
}

/** How many filters are set: the count on the phone's 'Filtre' button. */
export function activeFilterCount(selection: FilterSelection): number {
  return FILTER_KEYS.filter((key) => selection[key] !== undefined).length;
}

/**
 * The list's page in the address, `?pagina=N`: the first N pages of results are shown, so a shared
 * link or the back button from a car reopens the list as far as the visitor had loaded it. Page 1
 * is the address without the parameter.
 */
export const PAGE_PARAM = 'pagina';
/** More pages than any list has; a larger number is ignored rather than trusted. */
export const MAX_LIST_PAGE = 10_000;

/** readListPage(new URLSearchParams('pagina=3')) → 3; missing, junk, 0 or too large → 1. */
export function readListPage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM)?.trim();
  if (raw === undefined || !INTEGER.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_LIST_PAGE ? page : 1;
}

/**
 * The list's query without '?': the filters (writeFilterQuery), the order and budget
 * (list-order.ts), then `pagina` from page 2 on.
 */
export function writeListQuery(
  selection: FilterSelection,
  page: number,
  order: ListOrder = DEFAULT_LIST_ORDER,
): string {
  const params = new URLSearchParams(writeFilterQuery(selection));
  appendListOrder(params, order);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return params.toString();
}

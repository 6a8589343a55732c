/**
 * Build-time content loaders used by pages. Lists are memoised for the life of the build process,
 * so 10,000 car pages that each need the filters or a car list fetch them once. The build asks for
 * cars by category only (list pages, carousels, the car pages' paths, the sitemap): those lists are
 * cut from ONE read of every listed car, in the API's own order, instead of one 10,000-car read and
 * parse per category set (each cost the partial build of a price change about a second). Car details are not
 * memoised: each page reads its own car once, and keeping every detail (with its payment tables)
 * in memory would grow with the catalogue. Under `astro dev` nothing is memoised, so CMS edits
 * show on reload.
 */
import { buildCmsUrl } from '../../domain/site/site-config.ts';
import { type CarsBySku, carByCar, createCarsBySku } from './car-details.ts';
import {
  CAR_FILTER_KEYS,
  type CarQuery,
  type CmsClient,
  carQueryString,
  createCmsClient,
  type FetchLike,
} from './client.ts';

/**
 * The loaders answer exactly what the client does; only where the answer comes from differs. The
 * car pages also read their cars in batches (car-details.ts).
 */
export type CmsLoaders = CmsClient & { carsBySku: CarsBySku };

/**
 * Wraps a client (created lazily, on first use) with a per-process cache keyed by call. A failed
 * call is dropped from the cache so the error is not replayed to later callers as a stale result.
 */
export function createLoaders(
  getClient: () => CmsClient,
  options: { memoise: boolean },
  batchedReader: (client: CmsClient) => CarsBySku = (client) => carByCar(client.car),
): CmsLoaders {
  let client: CmsClient | undefined;
  const cms = (): CmsClient => {
    client ??= getClient();
    return client;
  };
  let carsBySku: CarsBySku | undefined;
  const cache = new Map<string, Promise<unknown>>();

  function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!options.memoise) return load();
    const cached = cache.get(key);
    if (cached) return cached as Promise<T>;
    const pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  /** Every listed car; a query by categories alone is a slice of it (same order: the API's). */
  const everyListedCar = () => memo('cars', () => cms().cars({ categories_ids: [] }));
  const byCategoryOnly = (query: CarQuery) => CAR_FILTER_KEYS.every((key) => query[key] === undefined);

  return {
    sliders: () => memo('sliders', () => cms().sliders()),
    testimonials: () => memo('testimonials', () => cms().testimonials()),
    faqs: () => memo('faqs', () => cms().faqs()),
    filters: () => memo('filters', () => cms().filters()),
    cars: (query) => {
      if (!byCategoryOnly(query)) return memo(`cars?${carQueryString(query)}`, () => cms().cars(query));
      if (query.categories_ids.length === 0) return everyListedCar();
      // Under `astro dev` nothing is kept, and one category's read is smaller than every car's.
      if (!options.memoise) return cms().cars(query);
      const categories = new Set<number>(query.categories_ids);
      return memo(`cars?${carQueryString(query)}`, async () =>
        (await everyListedCar()).filter((car) => categories.has(car.category_id)),
      );
    },
    car: (sku) => cms().car(sku),
    carFacts: (sku) => cms().carFacts(sku),
    carsBySku: (skus) => {
      carsBySku ??= batchedReader(cms());
      return carsBySku(skus);
    },
    counties: () => memo('counties', () => cms().counties()),
    cities: (countyId) => memo(`cities/${countyId}`, () => cms().cities(countyId)),
    staticPage: (slug) => memo(`static-pages/${slug}`, () => cms().staticPage(slug)),
    settings: (buildDay) => memo(`settings/${buildDay}`, () => cms().settings(buildDay)),
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The build's fetch: answers from a CMS on this machine are asked for uncompressed. The build reads
 * one ~60 KB car after another; gzip cost the server 2 ms and the build 0.5 ms of CPU per car,
 * more than a loopback transfer of the raw bytes.
 */
export function buildFetch(cmsUrl: string, fetchImpl: FetchLike = fetch): FetchLike {
  if (!LOOPBACK_HOSTS.has(new URL(cmsUrl).hostname)) return fetchImpl;
  return (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('accept-encoding', 'identity');
    return fetchImpl(url, { ...init, headers });
  };
}

/** The loaders pages use: the CMS at `CMS_URL` (default: the embedded server). */
export const cmsLoaders: CmsLoaders = createLoaders(
  () => createCmsClient(buildCmsUrl(), buildFetch(buildCmsUrl())),
  { memoise: import.meta.env?.DEV !== true },
  (client) => createCarsBySku(buildCmsUrl(), buildFetch(buildCmsUrl()), client.car),
);

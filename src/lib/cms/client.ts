/**
 * The one typed client of the CMS API (spec section 7, read calls). Every answer is parsed with its
 * valibot schema, so a payload the site cannot render fails loudly with the record and field named.
 * The build uses it through the loaders; islands create their own with the browser base URL.
 */
import type * as v from 'valibot';
import {
  type CarDetail,
  type CarFacts,
  type CarSummary,
  type City,
  type County,
  carDetailSchema,
  carFactsSchema,
  carListSchema,
  citiesSchema,
  countiesSchema,
  type FaqCategory,
  type Filters,
  faqCategoriesSchema,
  filtersSchema,
  type Settings,
  type Slider,
  type StaticPage,
  settingsSchema,
  slidersSchema,
  staticPageSchema,
  type Testimonial,
  testimonialsSchema,
} from '../../domain/cms-schemas.ts';
import { type CarQuery, carQueryString } from './car-query.ts';
import { parseRecord } from './parse.ts';

export { CAR_FILTER_KEYS, type CarFilterKey, type CarQuery, carQueryString } from './car-query.ts';

export interface CmsClient {
  sliders(): Promise<Slider[]>;
  testimonials(): Promise<Testimonial[]>;
  faqs(): Promise<FaqCategory[]>;
  filters(): Promise<Filters>;
  cars(query: CarQuery): Promise<CarSummary[]>;
  /** null when the CMS answers 404 (unknown sku). */
  car(sku: string): Promise<CarDetail | null>;
  /** The car without its price tables (GET /cars/{sku}?tables=none); null for an unknown sku. */
  carFacts(sku: string): Promise<CarFacts | null>;
  counties(): Promise<County[]>;
  cities(countyId: number): Promise<City[]>;
  staticPage(slug: string): Promise<StaticPage>;
  /** Content settings, checked against the build day (yyyy-MM-dd): a past validity date throws. */
  settings(buildDay: string): Promise<Settings>;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * GETs JSON from the CMS at `base` + `path`; `null` only when the caller allows a 404. Every failure
 * names the URL it happened on.
 */
/** The error's message and its cause's (undici says only "fetch failed" and puts the reason there). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

export async function getCmsJson(
  base: string,
  fetchImpl: FetchLike,
  path: string,
  allowNotFound: boolean,
): Promise<unknown> {
  const url = `${base}${path}`;
  const get = () => fetchImpl(url, { headers: { accept: 'application/json' } });
  let response: Response;
  try {
    // A GET is safe to send again, and one failure without an answer is often a kept-alive socket
    // the server closed as this request reused it ("other side closed", seen in full builds on a
    // loaded machine): the second try goes over a new connection.
    response = await get().catch(get);
  } catch (error) {
    throw new Error(`CMS request failed: GET ${url}: ${reasonOf(error)}`, { cause: error });
  }
  if (allowNotFound && response.status === 404) return null;
  if (!response.ok) {
    throw new Error(
      `CMS request failed: GET ${url} answered ${response.status} ${response.statusText}`.trim(),
    );
  }
  try {
    return await response.json();
  } catch (error) {
    throw new Error(`CMS request failed: GET ${url} answered a body that is not JSON`, { cause: error });
  }
}

/** The CMS base URL without trailing slashes. */
export const cmsBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

export function createCmsClient(baseUrl: string, fetchImpl: FetchLike = fetch): CmsClient {
  const base = cmsBase(baseUrl);
  const getJson = (path: string, allowNotFound: boolean) => getCmsJson(base, fetchImpl, path, allowNotFound);

  async function read<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    what: string,
  ): Promise<v.InferOutput<TSchema>> {
    return parseRecord(schema, await getJson(path, false), what);
  }

  return {
    sliders: () => read('/sliders', slidersSchema, 'slider'),
    testimonials: () => read('/testimonials', testimonialsSchema, 'testimonial'),
    faqs: () => read('/faqs', faqCategoriesSchema, 'FAQ category'),
    filters: () => read('/filters', filtersSchema, 'filters'),
    cars: (query) => read(`/cars?${carQueryString(query)}`, carListSchema, 'car'),
    car: async (sku) => {
      const data = await getJson(`/cars/${encodeURIComponent(sku)}`, true);
      return data === null ? null : parseRecord(carDetailSchema, data, 'car');
    },
    carFacts: async (sku) => {
      const data = await getJson(`/cars/${encodeURIComponent(sku)}?tables=none`, true);
      return data === null ? null : parseRecord(carFactsSchema, data, 'car');
    },
    counties: () => read('/counties', countiesSchema, 'county'),
    cities: (countyId) => read(`/counties/${encodeURIComponent(countyId)}`, citiesSchema, 'city'),
    staticPage: (slug) => read(`/static-pages/${encodeURIComponent(slug)}`, staticPageSchema, 'static page'),
    settings: (buildDay) => read('/settings', settingsSchema(buildDay), 'settings'),
  };
}

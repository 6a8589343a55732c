/**
 * The address forms' lists: GET /counties and GET /counties/{id}. Null when a list could not be
 * read, so a form can say so instead of offering an empty select.
 */
import * as v from 'valibot';
import { type City, type County, citiesSchema, countiesSchema } from '../../domain/cms-schemas.ts';
import { getJson } from './browser-client.ts';

async function readList<T>(path: string, schema: v.GenericSchema<unknown, T[]>): Promise<T[] | null> {
  const result = await getJson(path);
  const parsed = result.ok ? v.safeParse(schema, result.data) : null;
  return parsed?.success ? parsed.output : null;
}

export const fetchCounties = (): Promise<County[] | null> => readList('/counties', countiesSchema);

export const fetchCities = (countyId: number | string): Promise<City[] | null> =>
  readList(`/counties/${encodeURIComponent(countyId)}`, citiesSchema);

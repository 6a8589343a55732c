import * as v from 'valibot';
import {
  apiErrorSchema,
  type County,
  citiesSchema,
  countiesSchema,
} from '../../../src/domain/cms-schemas.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { cities } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { byRomanianName } from '../shared/collation.ts';

describe.each(testBackends())('counties API on $name', (backend) => {
  const t = useTestApp(backend);
  let counties: County[];

  beforeAll(async () => {
    const { status, body } = await t.request('/api/counties');
    expect(status).toBe(200);
    counties = v.parse(countiesSchema, body);
  });

  it('lists the 41 counties and Bucharest, sorted by Romanian name', () => {
    expect(counties).toHaveLength(42);
    expect(counties.map((county) => county.name)).toEqual(
      [...counties].sort(byRomanianName).map((county) => county.name),
    );
  });

  it('gives each county its delivery price', () => {
    expect(counties.every((county) => county.delivery_price >= 0)).toBe(true);
  });

  it.each([0, 1, 41])('lists the cities of the county at index %i, sorted by name', async (index) => {
    const county = counties[index];
    const { status, body } = await t.request(`/api/counties/${county?.id}`);
    expect(status).toBe(200);
    const list = v.parse(citiesSchema, body);
    const stored = await t.db.$count(cities);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(stored);
    expect(list.map((city) => city.name)).toEqual([...list].sort(byRomanianName).map((city) => city.name));
  });

  it('splits every stored city between the counties exactly once', async () => {
    const lists = await Promise.all(counties.map((county) => t.request(`/api/counties/${county.id}`)));
    const cityIds = lists.flatMap((response) => v.parse(citiesSchema, response.body).map((city) => city.id));
    expect(new Set(cityIds).size).toBe(cityIds.length);
    expect(cityIds).toHaveLength(await t.db.$count(cities));
  });

  it('answers 404 for an unknown county', async () => {
    const unknown = Math.max(...counties.map((county) => county.id)) + 1000;
    const { status, body } = await t.request(`/api/counties/${unknown}`);
    expect(status).toBe(404);
    expect(v.parse(apiErrorSchema, body).message).toBe(ro.publicApi.countyNotFound);
  });

  it.each(['abc', '1.5', '-3', '0', '2147483648', '99999999999999999999', '%F0%9F%8F%A0'])(
    'answers 422 naming id for /counties/%s',
    async (id) => {
      const { status, body } = await t.request(`/api/counties/${id}`);
      expect(status).toBe(422);
      expect(v.parse(apiErrorSchema, body).errors).toHaveProperty('id');
    },
  );
});

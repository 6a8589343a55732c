import { eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import {
  apiErrorSchema,
  type CarSummary,
  carDetailSchema,
  carListSchema,
} from '../../../src/domain/cms-schemas.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { MAX_ID } from '../../../src/lib/validation/rules.ts';
import { cars, reservations } from '../../db/schema.ts';
import { TEST_TODAY, testBackends, useTestApp } from '../../test/harness.ts';
import { CAR_FILTER_NAMES } from './cars.handlers.ts';

const rank = (visibility: number) => [2, 5, 4].indexOf(visibility);
const dayOffset = (days: number) => {
  const date = new Date(`${TEST_TODAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(testBackends())('cars API on $name', (backend) => {
  const t = useTestApp(backend);
  let all: CarSummary[];

  beforeAll(async () => {
    const { status, body } = await t.request('/api/cars');
    expect(status).toBe(200);
    all = v.parse(carListSchema, body);
  });

  describe('GET /api/cars', () => {
    it('lists every listed car of the database and never visibility 1', async () => {
      const listed = await t.db.$count(cars, ne(cars.carVisibilityId, 1));
      expect(all.length).toBeGreaterThan(0);
      expect(all).toHaveLength(listed);
      expect(all.some((car) => car.car_visibility_id === 1)).toBe(false);
    });

    it('orders visibility 2, then 5, then 4, then by id', () => {
      const expected = [...all].sort(
        (a, b) => rank(a.car_visibility_id) - rank(b.car_visibility_id) || a.id - b.id,
      );
      expect(all.map((car) => car.id)).toEqual(expected.map((car) => car.id));
      expect(new Set(all.map((car) => car.car_visibility_id))).toEqual(new Set([2, 4, 5]));
    });

    it('joins the lookup names of each car', async () => {
      const [first] = all;
      const { body } = await t.request(`/api/cars/${first?.sku}`);
      const detail = v.parse(carDetailSchema, body);
      expect(first?.manufacturer.name).toBe(detail.manufacturer.name);
      expect(first?.location).toEqual({ name: detail.location.name, link: detail.location.link });
      expect(first?.color).toEqual({ name: expect.any(String), code: expect.stringMatching(/^#/) });
    });

    it.each([
      ['categories_ids=1', [1]],
      ['categories_ids=2', [2]],
      ['categories_ids=3', [3]],
      ['categories_ids[]=1&categories_ids[]=2', [1, 2]],
      ['categories_ids=1&categories_ids=3', [1, 3]],
      ['categories_ids=2,3', [2, 3]],
      ['categories_ids=1,2,3', [1, 2, 3]],
    ])('?%s lists exactly the cars of categories %o', async (query, categories) => {
      const { status, body } = await t.request(`/api/cars?${query}`);
      expect(status).toBe(200);
      const list = v.parse(carListSchema, body);
      const expected = all.filter((car) => categories.includes(car.category_id)).map((car) => car.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(list.map((car) => car.id)).toEqual(expected);
    });

    it.each(CAR_FILTER_NAMES)('filters by %s', async (name) => {
      const value = all[all.length - 1]?.[name] ?? 0;
      const { status, body } = await t.request(`/api/cars?categories_ids=1,2,3&${name}=${value}`);
      expect(status).toBe(200);
      const list = v.parse(carListSchema, body);
      const expected = all.filter((car) => car[name] === value).map((car) => car.id);
      expect(list.map((car) => car.id)).toEqual(expected);
      expect(expected.length).toBeLessThan(all.length);
    });

    it('combines filters with the category list', async () => {
      const sample = all.find((car) => car.category_id === 2) ?? all[0];
      const query = `categories_ids[]=${sample?.category_id}&manufacturer_id=${sample?.manufacturer_id}&fuel_id=${sample?.fuel_id}`;
      const list = v.parse(carListSchema, (await t.request(`/api/cars?${query}`)).body);
      const expected = all.filter(
        (car) =>
          car.category_id === sample?.category_id &&
          car.manufacturer_id === sample.manufacturer_id &&
          car.fuel_id === sample.fuel_id,
      );
      expect(list.map((car) => car.id)).toEqual(expected.map((car) => car.id));
      expect(list.length).toBeGreaterThan(0);
    });

    it('answers an empty list for a filter value nobody uses', async () => {
      expect((await t.request('/api/cars?color_id=2147483647')).body).toEqual([]);
    });

    it.each([
      ...CAR_FILTER_NAMES.map((name) => [`${name}=abc`, name]),
      ['manufacturer_id=99999999999', 'manufacturer_id'],
      ['model_id=1.5', 'model_id'],
      ['categories_ids=abc', 'categories_ids'],
      ['categories_ids[]=1&categories_ids[]=x', 'categories_ids'],
    ])('?%s → 422 naming %s', async (query, field) => {
      const { status, body, headers } = await t.request(`/api/cars?${query}`);
      expect(status).toBe(422);
      expect(v.parse(apiErrorSchema, body)).toEqual({
        message: ro.validation.fieldsInvalid,
        errors: { [field]: fill(ro.validation.idInvalid, { max: MAX_ID }) },
      });
      expect(headers.get('Cache-Control')).toBe('no-store');
    });

    it('is cacheable by a CDN for a short time', async () => {
      const { headers } = await t.request('/api/cars?categories_ids=1');
      expect(headers.get('Cache-Control')).toMatch(/max-age=\d+.*stale-while-revalidate=\d+/);
    });
  });

  describe('GET /api/cars/:sku', () => {
    it.each([1, 2, 3])('returns a category %i car with payment_info', async (category) => {
      const car = all.find((item) => item.category_id === category);
      const { status, body } = await t.request(`/api/cars/${car?.sku}`);
      expect(status).toBe(200);
      const detail = v.parse(carDetailSchema, body);
      expect(detail).toMatchObject({ id: car?.id, sku: car?.sku, category_id: category });
      expect(detail.location.id).toBe(car?.location_id);
    });

    it('returns visibility 1 cars, which the lists leave out', async () => {
      const [hidden] = await t.db
        .select({ sku: cars.sku })
        .from(cars)
        .where(eq(cars.carVisibilityId, 1))
        .limit(1);
      expect(hidden).toBeDefined();
      const { status, body } = await t.request(`/api/cars/${hidden?.sku}`);
      expect(status).toBe(200);
      expect(v.parse(carDetailSchema, body).car_visibility_id).toBe(1);
    });

    it('lists the live reservations of the location from today on, in date and hour order', async () => {
      const car = all[0];
      if (!car) throw new Error('no car');
      const booking = { carId: car.id, locationId: car.location_id, firstName: 'Ion', lastName: 'Pop' };
      const contact = { phoneNo: '+40722000000', email: 'ion.pop@example.ro' };
      await t.db.insert(reservations).values([
        { ...booking, ...contact, date: dayOffset(-1), hour: 23 },
        { ...booking, ...contact, date: TEST_TODAY, hour: 23 },
        { ...booking, ...contact, date: dayOffset(400), hour: 23, cancelledAt: new Date() },
        { ...booking, ...contact, date: dayOffset(400), hour: 22 },
      ]);
      const detail = v.parse(carDetailSchema, (await t.request(`/api/cars/${car.sku}`)).body);
      const slots = detail.location.reservations;
      expect(slots).toContainEqual({ date: TEST_TODAY, hour: 23 });
      expect(slots).toContainEqual({ date: dayOffset(400), hour: 22 });
      expect(slots).not.toContainEqual({ date: dayOffset(-1), hour: 23 });
      expect(slots).not.toContainEqual({ date: dayOffset(400), hour: 23 });
      expect(slots.every((slot) => slot.date >= TEST_TODAY)).toBe(true);
      const sorted = [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.hour - b.hour);
      expect(slots).toEqual(sorted);
    });

    it('sends a short cache lifetime because reservations are live', async () => {
      const { headers } = await t.request(`/api/cars/${all[0]?.sku}`);
      expect(headers.get('Cache-Control')).toBe('public, max-age=15, stale-while-revalidate=60');
    });

    it.each([
      'NO-SUCH-SKU',
      'b-101',
      '%C8%98KODA-1',
      'A'.repeat(500),
      "X'%20OR%201=1--",
      '..%2F..%2Fetc%2Fpasswd',
    ])('answers 404 {message} to %s', async (sku) => {
      const { status, body } = await t.request(`/api/cars/${sku}`);
      expect(status).toBe(404);
      expect(v.parse(apiErrorSchema, body).message).toBe(ro.publicApi.carNotFound);
    });
  });
});

/**
 * GET /car-details: the build's batched read answers, item for item, what GET /cars/{sku} answers
 * (payment_info passed through as the database's text), and refuses a list it would not serve.
 */
import { asc, eq } from 'drizzle-orm';
import { MAX_CAR_DETAILS_PER_READ } from '../../../src/domain/cms-schemas.ts';
import { fill, roPublicApi } from '../../../src/i18n/ro.ts';
import { cars, reservations } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

const REFUSED = { skus: fill(roPublicApi.skuListInvalid, { max: MAX_CAR_DETAILS_PER_READ }) };

describe.each(testBackends())('GET /api/car-details on $name', (backend) => {
  const t = useTestApp(backend);

  /** A financing car, a subscription car and a car of a location with a live reservation. */
  async function someSkus(): Promise<string[]> {
    const [financing] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .where(eq(cars.categoryId, 2))
      .limit(1);
    const [subscription] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .where(eq(cars.categoryId, 1))
      .limit(1);
    const [reserved] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .innerJoin(reservations, eq(reservations.locationId, cars.locationId))
      .orderBy(asc(cars.id))
      .limit(1);
    const skus = [financing?.sku, subscription?.sku, reserved?.sku].filter((sku) => sku !== undefined);
    expect(skus).toHaveLength(3);
    return [...new Set(skus)];
  }

  it('answers each car exactly as its own detail read does, in the order asked', async () => {
    const skus = (await someSkus()).reverse();
    const batch = await t.request(`/api/car-details?skus=${skus.join(',')}`);
    expect(batch.status).toBe(200);
    expect(batch.headers.get('Content-Type')).toContain('application/json');
    const singles = await Promise.all(skus.map(async (sku) => (await t.request(`/api/cars/${sku}`)).body));
    expect(batch.body).toEqual(singles);
  });

  it('leaves unknown SKUs out and answers a repeated SKU once', async () => {
    const [sku] = await someSkus();
    const batch = await t.request(`/api/car-details?skus=NO-SUCH-CAR,${sku}&skus=${sku}`);
    expect(batch.status).toBe(200);
    expect((batch.body as { sku: string }[]).map((car) => car.sku)).toEqual([sku]);
  });

  it.each([
    ['no SKU', ''],
    ['an empty list', '?skus=,'],
    ['a SKU the catalogue cannot hold', '?skus=abc%20def'],
    [
      `more than ${MAX_CAR_DETAILS_PER_READ} SKUs`,
      `?skus=${Array.from({ length: MAX_CAR_DETAILS_PER_READ + 1 }, (_, n) => `S-${n}`).join(',')}`,
    ],
  ])('refuses %s with a 422 naming skus', async (_case, query) => {
    const refused = await t.request(`/api/car-details${query}`);
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: unknown }).errors).toEqual(REFUSED);
  });
});

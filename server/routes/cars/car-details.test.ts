/**
 * GET /car-details: the build's batched read answers, item for item, what GET /cars/{sku} answers
 * (payment_info passed through as the database's text), financed cars' tables packed when asked,
 * and refuses a list it would not serve.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { MAX_CAR_DETAILS_PER_READ } from '../../../src/domain/cms-schemas.ts';
import { unpackFinancingInfo } from '../../../src/domain/financing/payment-info-codec.ts';
import { fill, roPublicApi } from '../../../src/i18n/ro.ts';
import { packMissingTables } from '../../db/packed-tables.ts';
import { cars, reservations } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { jsonTextAsString } from './cars.handlers.ts';

const REFUSED = { skus: fill(roPublicApi.skuListInvalid, { max: MAX_CAR_DETAILS_PER_READ }) };

describe.each(testBackends())('GET /api/car-details on $name', (backend) => {
  const t = useTestApp(backend);

  /** The first car of a category: 1 subscription, 2 credit, 3 leasing. */
  async function skuOf(categoryId: number): Promise<string> {
    const [car] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .where(eq(cars.categoryId, categoryId))
      .limit(1);
    if (!car) throw new Error(`no seeded car of category ${categoryId}`);
    return car.sku;
  }

  /** A financing car, a subscription car and a car of a location with a live reservation. */
  async function someSkus(): Promise<string[]> {
    const financing = await skuOf(2);
    const subscription = await skuOf(1);
    const [reserved] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .innerJoin(reservations, eq(reservations.locationId, cars.locationId))
      .orderBy(asc(cars.id))
      .limit(1);
    const skus = [financing, subscription, reserved?.sku].filter((sku) => sku !== undefined);
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

  it('answers an empty list for SKUs it does not know', async () => {
    const batch = await t.request('/api/car-details?skus=NO-SUCH-CAR,NOR-THIS');
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual([]);
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

  interface Detail {
    sku: string;
    payment_info: { kind: string; packed?: string };
  }

  const details = async (skus: readonly string[], query = '&tables=packed') =>
    (await t.request(`/api/car-details?skus=${skus.join(',')}${query}`)).body as Detail[];

  it("answers a financed car's tables packed when asked, the rest of each car as before", async () => {
    const skus = await someSkus();
    const whole = await details(skus, '');
    const packed = await details(skus);
    expect(packed.map((car) => car.sku)).toEqual(skus);
    for (const [index, car] of packed.entries()) {
      const full = whole[index] as Detail;
      const { payment_info: tables, ...rest } = car;
      const { payment_info: fullTables, ...fullRest } = full;
      expect(rest).toEqual(fullRest);
      if (fullTables.kind === 'subscription') {
        expect(tables).toEqual(fullTables);
        continue;
      }
      expect(Object.keys(tables)).toEqual(['kind', 'packed']);
      expect(unpackFinancingInfo(tables.packed ?? '')).toStrictEqual(fullTables);
    }
    expect(packed.some((car) => car.payment_info.packed !== undefined)).toBe(true);
  });

  it('answers tables changed without their packing in full, until the packing is made again', async () => {
    const sku = await skuOf(3);
    const raised = sql`replace(${cars.paymentInfo}::text, '"interestRate":', '"interestRate":1')::json`;
    await t.db.update(cars).set({ paymentInfo: raised }).where(eq(cars.sku, sku));
    const [stale] = await details([sku]);
    const [whole] = await details([sku], '');
    expect(stale?.payment_info).toEqual(whole?.payment_info);
    expect(stale?.payment_info.packed).toBeUndefined();

    expect(await packMissingTables(t.db)).toBe(1);
    const [repacked] = await details([sku]);
    expect(unpackFinancingInfo(repacked?.payment_info.packed ?? '')).toStrictEqual(whole?.payment_info);
    expect(await packMissingTables(t.db)).toBe(0);
  });

  it('answers a packing of an older layout in full, and packs it again', async () => {
    const sku = await skuOf(2);
    const older = sql`'[0' || substr(${cars.paymentInfoPacked}, 3)`;
    await t.db.update(cars).set({ paymentInfoPacked: older }).where(eq(cars.sku, sku));
    const [stale] = await details([sku]);
    expect(stale?.payment_info.packed).toBeUndefined();
    expect(await packMissingTables(t.db)).toBe(1);
    const [repacked] = await details([sku]);
    expect(repacked?.payment_info.packed).toMatch(/^\[1,/);
  });

  it.each(['full', 'packed,full', ''])('refuses tables=%s with a 422 naming tables', async (value) => {
    const [sku] = await someSkus();
    const refused = await t.request(`/api/car-details?skus=${sku}&tables=${value}`);
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: unknown }).errors).toEqual({ tables: roPublicApi.tablesFormatInvalid });
  });
});

describe('jsonTextAsString', () => {
  it('is JSON.stringify of a text JSON.stringify wrote', () => {
    for (const text of [
      JSON.stringify([1, 12.5, null, [60, 123.45]]),
      JSON.stringify([1, 'a "key"', 'back\\slash', 'line\nbreak', 'ș\u0007']),
      '',
    ])
      expect(jsonTextAsString(text)).toBe(JSON.stringify(text));
  });
});

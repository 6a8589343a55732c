/**
 * GET /cars/{sku}?tables=none: what the car page's islands and the checkout read live. It answers
 * the detail exactly, payment_info left out (GET /cars/{sku} itself still answers it, as the spec's
 * API table says), a fraction of the bytes, and refuses any other value of `tables`.
 */
import { eq } from 'drizzle-orm';
import { roPublicApi } from '../../../src/i18n/ro.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';

describe.each(testBackends())('GET /api/cars/{sku}?tables=none on $name', (backend) => {
  const t = useTestApp(backend);

  async function skuOf(categoryId: number): Promise<string> {
    const [car] = await t.db
      .select({ sku: cars.sku })
      .from(cars)
      .where(eq(cars.categoryId, categoryId))
      .limit(1);
    if (!car) throw new Error(`no seeded car of category ${categoryId}`);
    return car.sku;
  }

  it.each([
    ['subscription', 1],
    ['credit', 2],
    ['leasing', 3],
  ])('answers a %s car as its full detail without payment_info', async (_, category) => {
    const sku = await skuOf(category);
    const full = await t.request(`/api/cars/${sku}`);
    const light = await t.request(`/api/cars/${sku}?tables=none`);
    expect(light.status).toBe(200);
    const { payment_info, ...rest } = full.body as Record<string, unknown>;
    expect(payment_info).toBeTruthy();
    expect(light.body).toEqual(rest);
  });

  it("answers a financed car in under a fifth of its full detail's bytes", async () => {
    const sku = await skuOf(2);
    const full = await t.request(`/api/cars/${sku}`);
    const light = await t.request(`/api/cars/${sku}?tables=none`);
    expect(JSON.stringify(light.body).length * 5).toBeLessThan(JSON.stringify(full.body).length);
  });

  it('answers 404 for an unknown car', async () => {
    const missing = await t.request('/api/cars/NO-SUCH-CAR?tables=none');
    expect(missing.status).toBe(404);
  });

  it.each(['packed', 'all', ''])('refuses tables=%s with a message on the field', async (value) => {
    const sku = await skuOf(2);
    const refused = await t.request(`/api/cars/${sku}?tables=${value}`);
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: unknown }).errors).toEqual({
      tables: roPublicApi.carTablesFormatInvalid,
    });
  });
});

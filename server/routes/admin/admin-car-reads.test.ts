import { count, eq } from 'drizzle-orm';
import { carCreateSchema } from '../../../src/domain/cms/car-payloads.ts';
import { cars } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { ADMIN_TOKEN, adminRequest } from './admin.fixture.ts';

describe.each(testBackends())('the back office car reads on $name', (backend) => {
  const t = useTestApp(backend, { adminToken: ADMIN_TOKEN });

  it('pages the whole catalogue (hidden cars too) with the total in Content-Range', async () => {
    const [all] = await t.db.select({ n: count() }).from(cars);
    const { status, headers, body } = await adminRequest(
      t,
      'GET',
      '/api/admin/cars?page=2&per_page=5&sort=sku',
    );
    expect(status).toBe(200);
    expect(headers.get('Content-Range')).toBe(`cars 5-9/${all?.n}`);
    const rows = body as { id: string; sku: string }[];
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.id)).toEqual(rows.map((row) => row.sku));
    expect([...rows.map((row) => row.sku)].sort()).toEqual(rows.map((row) => row.sku));
  });

  it('searches by code or name and filters by category, in SQL', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const bySku = await adminRequest(t, 'GET', `/api/admin/cars?q=${car.sku.toLowerCase()}`);
    expect((bySku.body as { sku: string }[]).map((row) => row.sku)).toContain(car.sku);
    const [inCategory] = await t.db.select({ n: count() }).from(cars).where(eq(cars.categoryId, 1));
    const filtered = await adminRequest(t, 'GET', '/api/admin/cars?category_id=1&per_page=100');
    expect(filtered.headers.get('Content-Range')).toMatch(new RegExp(`/${inCategory?.n}$`));
    expect((filtered.body as { category_id: number }[]).every((row) => row.category_id === 1)).toBe(true);
    const none = await adminRequest(t, 'GET', '/api/admin/cars?q=%25_no-such-car');
    expect(none.headers.get('Content-Range')).toBe('cars 0-0/0');
  });

  it.each([['per_page=1000'], ['page=0'], ['sort=payment_info'], ['order=sideways']])(
    'refuses ?%s with 422',
    async (query) => {
      expect((await adminRequest(t, 'GET', `/api/admin/cars?${query}`)).status).toBe(422);
    },
  );

  it('reads one car as the write body spells it: saved back unchanged, it is accepted', async () => {
    const [car] = await t.db.select().from(cars).limit(1);
    if (!car) throw new Error('no car');
    const { status, body } = await adminRequest(t, 'GET', `/api/admin/cars/${car.sku}`);
    expect(status).toBe(200);
    const record = body as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'price', ...Object.keys(carCreateSchema.entries)].sort(),
    );
    const { id: _id, sku: _sku, price: _price, ...fields } = record;
    const saved = await adminRequest(t, 'PATCH', `/api/admin/cars/${car.sku}`, fields);
    expect(saved.status).toBe(200);
    expect((await adminRequest(t, 'GET', '/api/admin/cars/XX-0000')).status).toBe(404);
  });

  it('lists the lookups the form chooses from, models with their manufacturer', async () => {
    const { body } = await adminRequest(t, 'GET', '/api/admin/lookups');
    const lookups = body as Record<string, { id: number; name: string; manufacturer_id?: number }[]>;
    expect(lookups.manufacturer_id?.length).toBeGreaterThan(0);
    expect(lookups.model_id?.[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      manufacturer_id: expect.any(Number),
    });
  });
});

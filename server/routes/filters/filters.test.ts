import * as v from 'valibot';
import { carListSchema, type Filters, filtersSchema } from '../../../src/domain/cms-schemas.ts';
import { carBodies, cars, colors, manufacturers, models } from '../../db/schema.ts';
import { testBackends, useTestApp } from '../../test/harness.ts';
import { byRomanianName } from '../shared/collation.ts';

type ListKey = Exclude<keyof Filters, 'manufacturers'>;
const LISTS: [
  ListKey,
  (
    | 'transmission_id'
    | 'fuel_id'
    | 'location_id'
    | 'pollution_norm_id'
    | 'traction_id'
    | 'color_id'
    | 'car_body_id'
  ),
][] = [
  ['transmissions', 'transmission_id'],
  ['fuel', 'fuel_id'],
  ['locations', 'location_id'],
  ['pollution_norms', 'pollution_norm_id'],
  ['tractions', 'traction_id'],
  ['colors', 'color_id'],
  ['car_bodies', 'car_body_id'],
];

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

describe.each(testBackends())('GET /api/filters on $name', (backend) => {
  const t = useTestApp(backend);
  let filters: Filters;
  let listed: v.InferOutput<typeof carListSchema>;

  beforeAll(async () => {
    const response = await t.request('/api/filters');
    expect(response.status).toBe(200);
    filters = v.parse(filtersSchema, response.body);
    listed = v.parse(carListSchema, (await t.request('/api/cars')).body);
  });

  it('offers exactly the manufacturers and models of listed cars', () => {
    expect(ids(filters.manufacturers)).toEqual(unique(listed.map((car) => car.manufacturer_id)));
    const nestedModels = filters.manufacturers.flatMap((maker) => maker.models);
    expect(ids(nestedModels)).toEqual(unique(listed.map((car) => car.model_id)));
  });

  it('nests each model under its manufacturer', () => {
    for (const maker of filters.manufacturers) {
      expect(maker.models.length).toBeGreaterThan(0);
      for (const model of maker.models) {
        const car = listed.find((item) => item.model_id === model.id);
        expect(car?.manufacturer_id).toBe(maker.id);
        expect(car?.model.name).toBe(model.name);
      }
    }
  });

  it.each(LISTS)('offers exactly the %s of listed cars', (key, field) => {
    expect(ids(filters[key])).toEqual(unique(listed.map((car) => car[field])));
  });

  it.each([['manufacturers'], ...LISTS.map(([key]) => [key] as const)] as const)(
    'sorts %s by Romanian name',
    (key) => {
      const rows = filters[key];
      expect(rows.map((row) => row.name)).toEqual([...rows].sort(byRomanianName).map((row) => row.name));
    },
  );

  it('gives colours their CSS code', () => {
    for (const color of filters.colors) {
      const car = listed.find((item) => item.color_id === color.id);
      expect(color.code).toBe(car?.color.code);
    }
  });

  it('leaves out values used only by visibility 1 cars', async () => {
    const [template] = await t.db.select().from(cars).limit(1);
    if (!template) throw new Error('no car');
    const [maker] = await t.db.insert(manufacturers).values({ name: 'Hidden Motors Test' }).returning();
    const [model] = await t.db
      .insert(models)
      .values({ manufacturerId: maker?.id ?? 0, name: 'Ghost' })
      .returning();
    const [color] = await t.db
      .insert(colors)
      .values({ name: 'Gri Test Ascuns', code: '#123456' })
      .returning();
    const [body] = await t.db.insert(carBodies).values({ name: 'Caroserie Test Ascunsa' }).returning();
    const { id: _id, sku: _sku, ...rest } = template;
    await t.db.insert(cars).values({
      ...rest,
      sku: 'HIDDEN-FILTER-TEST',
      carVisibilityId: 1,
      manufacturerId: maker?.id ?? 0,
      modelId: model?.id ?? 0,
      colorId: color?.id ?? 0,
      carBodyId: body?.id ?? 0,
    });
    const after = v.parse(filtersSchema, (await t.request('/api/filters')).body);
    expect(after.manufacturers.map((row) => row.id)).not.toContain(maker?.id);
    expect(after.colors.map((row) => row.id)).not.toContain(color?.id);
    expect(after.car_bodies.map((row) => row.id)).not.toContain(body?.id);
    expect(after).toEqual(filters);

    await t.db.insert(cars).values({
      ...rest,
      sku: 'SHOWN-FILTER-TEST',
      carVisibilityId: 2,
      manufacturerId: maker?.id ?? 0,
      modelId: model?.id ?? 0,
      colorId: color?.id ?? 0,
      carBodyId: body?.id ?? 0,
    });
    const shown = v.parse(filtersSchema, (await t.request('/api/filters')).body);
    expect(shown.manufacturers.find((row) => row.id === maker?.id)?.models).toEqual([
      { id: model?.id, name: 'Ghost' },
    ]);
    expect(shown.colors).toContainEqual({ id: color?.id, name: 'Gri Test Ascuns', code: '#123456' });
  });
});

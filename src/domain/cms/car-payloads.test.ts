/**
 * The admin car bodies, pinned: the same payloads are accepted (with the same output) and refused
 * (naming the same fields) whichever way the schemas are declared. And the write fields are the
 * read schema's (cms-schemas.ts carDetailSchema) minus what the server computes or joins.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../lib/validation/field-errors.ts';
import { carDetailSchema } from '../cms-schemas.ts';
import { carCloneSchema, carCreateSchema, carPatchSchema, SERVER_CAR_FIELDS } from './car-payloads.ts';

const dealer = {
  group: { company_name: 'Auto SRL', reg_number: 'J40/1/2020', cui: 'RO123', address: 'Str. 1' },
};
const full = {
  sku: 'RL-9100',
  product_name: 'Dacia Logan',
  category_id: 2,
  car_visibility_id: 2,
  initial_price: 12_990,
  dealer,
  location_id: 1,
  manufacturer_id: 1,
  model_id: 1,
  transmission_id: 1,
  fuel_id: 1,
  pollution_norm_id: 1,
  traction_id: 1,
  color_id: 1,
  car_body_id: 1,
  km_no: 10_000,
  doors: 5,
  seats: 5,
  horsepower: 90,
  profile_photo: 'cars/RL-9100/profile.svg',
};
const NULLS = {
  availability_date: null,
  feature_message: null,
  reduced_price: null,
  disclaimer: null,
  combined_consumption: null,
  electric_range_km: null,
  battery_capacity_kwh: null,
  ac_charging_kw: null,
  dc_charging_kw: null,
  weight: null,
  cylindrical_capacity: null,
  co2_emissions: null,
  chassis_series: null,
  first_registration: null,
  warranty_until: null,
  warranty_features: null,
  equipment_list_pdf: null,
  maintenance_history_pdf: null,
  product_360: null,
};

const outcome = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? { output: result.output }
    : { errors: Object.keys(toFieldErrors(result.issues)).sort() };
};

describe.each([
  ['a full car', full, { output: { ...full, ...NULLS, promo_messages: [], equipment: [], gallery: [] } }],
  [
    'a full car with its lists and a date',
    { ...full, equipment: ['ABS'], gallery: ['cars/RL-9100/g.jpg'], availability_date: '2026-12-01' },
    {
      output: {
        ...full,
        ...NULLS,
        availability_date: '2026-12-01',
        promo_messages: [],
        equipment: ['ABS'],
        gallery: ['cars/RL-9100/g.jpg'],
      },
    },
  ],
  ['a car without its lookups', { sku: 'RL-1', product_name: 'X' }, null],
  ['a misspelt field', { ...full, colour_id: 1 }, { errors: ['colour_id'] }],
  ['a null required field', { ...full, doors: null }, { errors: ['doors'] }],
  ['a lower-case SKU', { ...full, sku: 'rl-1' }, { errors: ['sku'] }],
  [
    'a URL as the profile photo',
    { ...full, profile_photo: 'https://x.ro/a.jpg' },
    { errors: ['profile_photo'] },
  ],
  ['a VIN of 16 characters', { ...full, chassis_series: 'WVWZZZ1JZXW00000' }, { errors: ['chassis_series'] }],
])('carCreateSchema: %s', (_name, input, expected) => {
  it('keeps its outcome', () => {
    const result = outcome(carCreateSchema, input);
    if (expected === null) expect(result.errors?.length).toBeGreaterThan(10);
    else expect(result).toEqual(expected);
  });
});

describe.each([
  ['one price', { initial_price: 9_990 }, { output: { initial_price: 9_990 } }],
  ['clearing a nullable field', { reduced_price: null }, { output: { reduced_price: null } }],
  ['a new gallery', { gallery: [] }, { output: { gallery: [] } }],
  [
    'promotions',
    { promo_messages: [{ kind: 'free_delivery', name: 'Livrare' }] },
    {
      output: { promo_messages: [{ kind: 'free_delivery', name: 'Livrare' }] },
    },
  ],
  ['nothing', {}, { errors: ['_form'] }],
  ['the SKU (not editable)', { sku: 'RL-2' }, { errors: ['sku'] }],
  ['null for a required field', { product_name: null }, { errors: ['product_name'] }],
  ['a price of 0', { initial_price: 0 }, { errors: ['initial_price'] }],
  [
    'a promotion of an unknown kind',
    { promo_messages: [{ kind: 'gift', name: 'x' }] },
    { errors: ['promo_messages.0.kind'] },
  ],
  [
    'too many photos',
    { gallery: Array.from({ length: 51 }, (_, i) => `cars/A/${i}.jpg`) },
    { errors: ['gallery'] },
  ],
  ['a server-computed field', { price: 100 }, { errors: ['price'] }],
])('carPatchSchema: %s', (_name, input, expected) => {
  it('keeps its outcome', () => {
    expect(outcome(carPatchSchema, input)).toEqual(expected);
  });
});

describe('carCloneSchema', () => {
  it('takes a patch as its overrides', () => {
    expect(outcome(carCloneSchema, { from_sku: 'RL-1', sku: 'RL-2', overrides: { doors: 0 } })).toEqual({
      errors: ['overrides.doors'],
    });
    expect(outcome(carCloneSchema, { from_sku: 'RL-1', sku: 'RL-2' })).toEqual({
      output: { from_sku: 'RL-1', sku: 'RL-2' },
    });
  });
});

describe('one declaration of the car’s fields', () => {
  it('writes exactly the fields the site reads, but those the server computes or joins', () => {
    const read = Object.keys(carDetailSchema.entries).filter(
      (key) => !(SERVER_CAR_FIELDS as readonly string[]).includes(key),
    );
    expect(Object.keys(carCreateSchema.entries).sort()).toEqual(read.sort());
    expect(Object.keys(carPatchSchema.entries).sort()).toEqual(read.filter((key) => key !== 'sku').sort());
  });
});

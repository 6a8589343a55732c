import { carErrors } from './car-validation.ts';

const VALID = {
  sku: 'RL-5000',
  product_name: 'Dacia Logan',
  category_id: 1,
  car_visibility_id: 2,
  initial_price: 12000,
  dealer: {
    group: { company_name: 'Firma SRL', reg_number: 'J40/1/2020', cui: 'RO123', address: 'Bucuresti' },
  },
  location_id: 1,
  manufacturer_id: 1,
  model_id: 1,
  transmission_id: 1,
  fuel_id: 1,
  pollution_norm_id: 1,
  traction_id: 1,
  color_id: 1,
  car_body_id: 1,
  km_no: 10,
  doors: 5,
  seats: 5,
  horsepower: 90,
  profile_photo: 'cars/RL-5000/profile.svg',
  promo_messages: [],
};

describe('carErrors (the server schema, in the browser)', () => {
  it('accepts a car the server accepts; extra read-only fields do not count', () => {
    expect(carErrors({ ...VALID, id: 'RL-5000', price: 300 })).toEqual({});
  });

  it.each([
    ['an empty name', { product_name: '' }, ['product_name']],
    ['a price of zero', { initial_price: 0 }, ['initial_price']],
    ['a lower-case SKU', { sku: 'rl-1' }, ['sku']],
    [
      'an empty dealer CUI',
      { dealer: { group: { ...VALID.dealer.group, cui: '' } } },
      ['dealer', 'group', 'cui'],
    ],
    [
      'a discount without percent',
      { promo_messages: [{ kind: 'first_month_discount', name: 'x' }] },
      ['promo_messages'],
    ],
  ])('puts the reason for %s on its field, in Romanian', (_name, change, path) => {
    const errors = carErrors({ ...VALID, ...change });
    const reason = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
    expect(reason, JSON.stringify(errors)).toBeTruthy();
    expect(JSON.stringify(reason)).toMatch(/[a-z]/);
    expect(JSON.stringify(reason)).not.toMatch(/Invalid|Expected/);
  });
});

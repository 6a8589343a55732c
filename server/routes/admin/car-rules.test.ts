import { carRuleErrors } from './car-rules.ts';

const valid = { initialPrice: 20_000, reducedPrice: null, carVisibilityId: 2, availabilityDate: null };

describe('carRuleErrors', () => {
  it.each([
    ['no reduced price', {}, {}],
    ['a reduced price below the initial one', { reducedPrice: 18_990 }, {}],
    [
      'a reduced price equal to the initial one',
      { reducedPrice: 20_000 },
      { reduced_price: expect.any(String) },
    ],
    [
      'a reduced price above the initial one',
      { reducedPrice: 21_000 },
      { reduced_price: expect.any(String) },
    ],
    ['coming soon with a date', { carVisibilityId: 5, availabilityDate: '2026-12-01' }, {}],
    ['coming soon without a date', { carVisibilityId: 5 }, { availability_date: expect.any(String) }],
    ['hidden without a date', { carVisibilityId: 1 }, {}],
    [
      'both rules broken',
      { carVisibilityId: 5, reducedPrice: 25_000 },
      { reduced_price: expect.any(String), availability_date: expect.any(String) },
    ],
  ])('%s', (_name, change, expected) => {
    expect(carRuleErrors({ ...valid, ...change })).toEqual(expected);
  });
});

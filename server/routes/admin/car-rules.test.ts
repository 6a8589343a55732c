import type { Promotion } from '../../../src/domain/cms-schemas.ts';
import { roAdminApi } from '../../../src/i18n/ro.ts';
import { carRuleErrors } from './car-rules.ts';

const valid = {
  categoryId: 2,
  initialPrice: 20_000,
  reducedPrice: null,
  carVisibilityId: 2,
  availabilityDate: null,
  promoMessages: [] as Promotion[],
};
const FREE: Promotion = { kind: 'free_delivery', name: 'Livrare gratuita' };
const FIRST_MONTH: Promotion = { kind: 'first_month_discount', name: 'Prima luna -50%', percent: 50 };
const REDUCED: Promotion = { kind: 'price_reduction', name: 'Pret promotional' };

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
    ['free delivery on a financed car', { promoMessages: [FREE] }, {}],
    ['a first month on a subscription', { categoryId: 1, promoMessages: [FIRST_MONTH, FREE] }, {}],
    [
      'a first month on a financed car',
      { promoMessages: [FIRST_MONTH] },
      { promo_messages: roAdminApi.promotionSubscriptionOnly },
    ],
    ['a price reduction with its reduced price', { reducedPrice: 18_990, promoMessages: [REDUCED] }, {}],
    [
      'a price reduction without a reduced price',
      { promoMessages: [REDUCED] },
      { promo_messages: roAdminApi.promotionNeedsReducedPrice },
    ],
    [
      'a price reduction whose reduced price is not below the initial one',
      { reducedPrice: 20_000, promoMessages: [REDUCED] },
      { reduced_price: expect.any(String), promo_messages: roAdminApi.promotionNeedsReducedPrice },
    ],
    [
      'a price reduction on a subscription',
      { categoryId: 1, reducedPrice: 18_990, promoMessages: [REDUCED] },
      { promo_messages: roAdminApi.promotionFinancingOnly },
    ],
    [
      'free delivery twice',
      { promoMessages: [FREE, FREE] },
      { promo_messages: roAdminApi.promotionRepeated },
    ],
  ])('%s', (_name, change, expected) => {
    expect(carRuleErrors({ ...valid, ...change })).toEqual(expected);
  });
});

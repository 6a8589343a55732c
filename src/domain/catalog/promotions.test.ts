/** The pricing rules of a car's promotions (issue 31.2). */
import type { Promotion } from '../cms-schemas.ts';
import { firstMonthPrice, hasFreeDelivery, type PromotedCar, promotionMismatch } from './promotions.ts';

const FREE: Promotion = { kind: 'free_delivery', name: 'Livrare gratuita' };
const half = (percent = 50): Promotion => ({ kind: 'first_month_discount', name: 'Prima luna', percent });
const REDUCED: Promotion = { kind: 'price_reduction', name: 'Pret promotional' };

describe('hasFreeDelivery', () => {
  it.each([
    ['no promotion', [], false],
    ['free delivery', [FREE], true],
    ['another promotion', [half()], false],
    ['free delivery second', [half(), FREE], true],
  ] as const)('%s → %s', (_case, promotions, expected) => {
    expect(hasFreeDelivery(promotions)).toBe(expected);
  });
});

describe('firstMonthPrice', () => {
  it.each([
    ['half of a whole-euro price', 499, [half()], { percent: 50, discount: 249.5, price: 249.5 }],
    ['a company price with cents', 412.4, [half(30)], { percent: 30, discount: 123.72, price: 288.68 }],
    // 333.33 × 15% = 49.9995: the discount rounds to cents once and the price is what is left.
    ['rounded to cents', 333.33, [half(15)], { percent: 15, discount: 50, price: 283.33 }],
    ['a free first month', 520, [half(100)], { percent: 100, discount: 520, price: 0 }],
    ['among other promotions', 400, [FREE, half(25)], { percent: 25, discount: 100, price: 300 }],
    ['without the promotion', 499, [FREE, REDUCED], null],
    ['without promotions', 499, [], null],
  ] as const)('%s', (_case, monthly, promotions, expected) => {
    expect(firstMonthPrice(monthly, promotions)).toEqual(expected);
  });
});

describe('promotionMismatch', () => {
  const subscription: PromotedCar = { subscription: true, reducedPrice: false };
  const financed: PromotedCar = { subscription: false, reducedPrice: true };
  const financedFullPrice: PromotedCar = { subscription: false, reducedPrice: false };
  it.each([
    ['none', [], subscription, null],
    ['free delivery on a subscription', [FREE], subscription, null],
    ['free delivery on a financed car', [FREE], financedFullPrice, null],
    ['a first month on a subscription', [FREE, half()], subscription, null],
    ['a first month on a financed car', [half()], financed, 'subscriptionOnly'],
    ['a price reduction with a reduced price', [REDUCED, FREE], financed, null],
    ['a price reduction without a reduced price', [REDUCED], financedFullPrice, 'needsReducedPrice'],
    [
      'a price reduction on a subscription',
      [REDUCED],
      { ...subscription, reducedPrice: true },
      'financingOnly',
    ],
    ['one kind twice', [FREE, { ...FREE, name: 'Transport gratuit' }], subscription, 'repeated'],
    ['two first months', [half(50), half(20)], subscription, 'repeated'],
  ] as const)('%s → %s', (_case, promotions, car, expected) => {
    expect(promotionMismatch(promotions, car)).toBe(expected);
  });
});

import type { SubscriptionPaymentInfo } from '../cms-schemas.ts';
import {
  DURATION_SLIDER,
  KM_SLIDER,
  lowestSubscriptionPrice,
  PERSON_SLIDER,
  subscriptionMonthlyPrice,
} from './subscription-offer.ts';

describe.each([
  [3, 3],
  [6, 6],
  [9, 12],
  [1, 3],
  [12, 12],
])('duration slider %i', (position, months) => {
  it(`gives ${months} months`, () => expect(DURATION_SLIDER.toValue(position)).toBe(months));
});

describe.each([
  [1000, 1000],
  [1500, 1500],
  [2000, 2000],
  [2500, 3000],
  [1200, 1000],
])('km slider %i', (position, km) => {
  it(`gives ${km} km`, () => expect(KM_SLIDER.toValue(position)).toBe(km));
});

it('slider ranges follow the spec', () => {
  expect([DURATION_SLIDER.min, DURATION_SLIDER.max, DURATION_SLIDER.step]).toEqual([3, 9, 3]);
  expect([KM_SLIDER.min, KM_SLIDER.max, KM_SLIDER.step]).toEqual([1000, 2500, 500]);
  expect([PERSON_SLIDER.min, PERSON_SLIDER.max, PERSON_SLIDER.toValue(2)]).toEqual([1, 2, 2]);
  expect(DURATION_SLIDER.toPosition(12)).toBe(9);
  expect(KM_SLIDER.toPosition(3000)).toBe(2500);
});

const prices = (base: number) => ({
  price_months_3: base + 100,
  price_months_6: base + 50,
  price_months_12: base,
});
const info: SubscriptionPaymentInfo = {
  kind: 'subscription',
  exchangeRate: 5,
  periods: [
    { period: 3, price: 599 },
    { period: 6, price: 549 },
    { period: 12, price: 499 },
  ],
  price_table: { '1000': prices(499), '1500': prices(529), '2000': prices(559), '3000': prices(619) },
};

describe.each<[1 | 2, number, number, number | null]>([
  [1, 12, 1000, 499],
  [1, 3, 1000, 599],
  [1, 6, 3000, 669],
  [1, 12, 2000, 559],
  // Company: without VAT, 499 / 1.21 = 412.396… → 412.40
  [2, 12, 1000, 412.4],
  [2, 3, 1500, 519.83],
  // Not offered: the slider never produces these, stored data might.
  [1, 9, 1000, null],
  [1, 12, 2500, null],
])('subscriptionMonthlyPrice(person %i, %i months, %i km)', (person, months, range, expected) => {
  it(`is ${expected ?? 'missing'}`, () => {
    const result = subscriptionMonthlyPrice(info, { person, months, range });
    expect(result.ok ? result.monthly : null).toBe(expected);
  });
});

it('lowest price over the periods', () => {
  expect(lowestSubscriptionPrice(info)).toBe(499);
  expect(lowestSubscriptionPrice({ ...info, periods: [] })).toBeNull();
});

// @vitest-environment jsdom
/** When the list island may keep the pre-built cards: a card key per card and the grid's total. */
import { describe, expect, it } from 'vitest';
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { carFixture } from './car.fixture.ts';
import { cardKey, prebuiltMatches } from './prebuilt-cards.ts';

const CAR = carFixture();

describe.each<[string, Partial<CarSummary>]>([
  ['another car', { sku: 'B-102' }],
  ['a new name', { product_name: 'Dacia Duster Extreme' }],
  ['another category', { category_id: 3 }],
  ['reserved since the build', { car_visibility_id: 4 }],
  ['coming soon', { car_visibility_id: 5, feature_message: 'In curand' }],
  ['a date of availability', { availability_date: '2026-12-01' }],
  ['a promotion', { promo_messages: [{ kind: 'free_delivery', name: 'Livrare gratuita' }] }],
  ['a new price', { price: 239.9 }],
  ['a new price in lei', { price_ron: 1219.9 }],
  ['a new photo', { profile_photo: 'cars/B-101/profile-2.svg' }],
])('cardKey with %s', (_, change) => {
  it('differs from the built card’s', () => {
    expect(cardKey({ ...CAR, ...change })).not.toBe(cardKey(CAR));
  });
});

describe.each<[string, Partial<CarSummary>]>([
  ['what the card does not show', { km_no: 99_000, monthly_rate_ron: { individual: 1, company: 2 } }],
  [
    'a second promotion',
    {
      promo_messages: [
        { kind: 'free_delivery', name: 'Livrare gratuita' },
        { kind: 'price_reduction', name: 'Pret redus' },
      ],
    },
  ],
])('cardKey with %s', (_, change) => {
  it('is the built card’s', () => {
    const base: CarSummary = {
      ...CAR,
      promo_messages: [{ kind: 'free_delivery', name: 'Livrare gratuita' }],
    };
    expect(cardKey({ ...base, ...change })).toBe(cardKey(base));
  });
});

const FIRST = carFixture({ sku: 'B-101' });
const SECOND = carFixture({ sku: 'B-102', product_name: 'Skoda Octavia' });

function grid(total: string | null, cars: readonly CarSummary[]): HTMLElement {
  const element = document.createElement('div');
  if (total !== null) element.setAttribute('data-total', total);
  element.innerHTML = `<ul>${cars.map((car) => `<li data-card="${cardKey(car)}"></li>`).join('')}</ul>`;
  return element;
}

describe.each<[string, HTMLElement | null, readonly CarSummary[], number, boolean]>([
  ['the same cars, order and total', grid('30', [FIRST, SECOND]), [FIRST, SECOND], 30, true],
  ['another order', grid('30', [FIRST, SECOND]), [SECOND, FIRST], 30, false],
  ['a car fewer live', grid('30', [FIRST, SECOND]), [FIRST], 30, false],
  ['a car more live', grid('30', [FIRST]), [FIRST, SECOND], 30, false],
  ['another total', grid('30', [FIRST, SECOND]), [FIRST, SECOND], 31, false],
  [
    'a car reserved since',
    grid('30', [FIRST, SECOND]),
    [FIRST, { ...SECOND, car_visibility_id: 4 }],
    30,
    false,
  ],
  ['a grid without a total', grid(null, [FIRST, SECOND]), [FIRST, SECOND], 30, false],
  ['no grid', null, [FIRST, SECOND], 30, false],
])('prebuiltMatches with %s', (_, element, firstPage, total, expected) => {
  it(`is ${expected}`, () => {
    expect(prebuiltMatches(element, firstPage, total)).toBe(expected);
  });
});

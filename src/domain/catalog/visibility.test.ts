import { carFixture } from '../../features/catalog/car.fixture.ts';
import {
  canRequestViewing,
  cardOverlay,
  cardPrice,
  isHidden,
  perMonth,
  primaryAction,
  productCode,
  showsOtherFinancingBanner,
  visibilityMessage,
} from './visibility.ts';

type Case = [
  category: 1 | 2 | 3,
  visibility: 1 | 2 | 4 | 5,
  viewing: boolean,
  banner: boolean,
  action: string,
];

describe.each<Case>([
  [1, 2, false, false, 'reserve'],
  [1, 4, false, false, 'stock-alert'],
  [1, 5, false, false, 'reserve'],
  [2, 2, true, true, 'reserve'],
  [2, 4, false, false, 'stock-alert'],
  [2, 5, false, true, 'reserve'],
  [3, 2, true, true, 'reserve'],
  [3, 4, false, false, 'stock-alert'],
  [3, 5, false, true, 'reserve'],
])('category %i, visibility %i', (category_id, car_visibility_id, viewing, banner, action) => {
  const car = carFixture({ category_id, car_visibility_id });
  it(`viewing link ${viewing}`, () => expect(canRequestViewing(car)).toBe(viewing));
  it(`other-financing banner ${banner}`, () => expect(showsOtherFinancingBanner(car)).toBe(banner));
  it(`primary action ${action}`, () => expect(primaryAction(car)).toBe(action));
});

describe.each([
  [1, true],
  [2, false],
  [4, false],
  [5, false],
] as const)('isHidden(visibility %i)', (car_visibility_id, hidden) => {
  it(`is ${hidden}`, () => expect(isHidden(carFixture({ car_visibility_id }))).toBe(hidden));
});

describe.each([
  [4, null, null, 'Masina a fost deja rezervata. Seteaza alerta stoc.'],
  [5, '2025-09-15', null, 'Masina disponibila din 15.09.2025'],
  [5, null, 'In curand', 'In curand'],
  [2, null, 'Oferta speciala', 'Oferta speciala'],
  [2, null, null, null],
] as const)('visibilityMessage(visibility %i, date %j, feature %j)', (v, date, feature, expected) => {
  it(`is ${expected}`, () => {
    const car = carFixture({ car_visibility_id: v, availability_date: date, feature_message: feature });
    expect(visibilityMessage(car)).toBe(expected);
  });
});

describe.each([
  [4, 'Vine in mai', { title: 'Masina Rezervata', text: 'Seteaza alerta de stoc!' }],
  [5, 'Disponibila din iunie', { title: null, text: 'Disponibila din iunie' }],
  [5, null, null],
  [2, 'Ignored on stock cars', null],
] as const)('cardOverlay(visibility %i, feature %j)', (v, feature, expected) => {
  it(`is ${JSON.stringify(expected)}`, () => {
    expect(cardOverlay(carFixture({ car_visibility_id: v, feature_message: feature }))).toEqual(expected);
  });
});

describe('cardPrice', () => {
  it.each([
    [
      carFixture({ category_id: 1, price: 399, price_ron: 2030 }),
      { monthly: 'de la 399 €', ron: null, note: 'Toate costurile incluse' },
    ],
    [
      carFixture({ category_id: 2, price: 245.5, price_ron: 1249.9 }),
      { monthly: 'de la 245,50 €', ron: '1.249,90 RON', note: 'CASCO si TVA incluse' },
    ],
  ])('%#', (car, expected) => expect(cardPrice(car)).toEqual(expected));
});

it('productCode', () => expect(productCode(carFixture({ sku: 'B-777' }))).toBe('COD PRODUS: B-777'));

it.each([
  [399, false, '399 €/luna'],
  [245.5, true, '245,50 €/luna'],
])('perMonth(%d, %s) is %s', (amount, financing, expected) =>
  expect(perMonth(amount, financing)).toBe(expected),
);

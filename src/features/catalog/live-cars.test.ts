/** The list island's reader of GET /cars: what it accepts, what it refuses, how it asks. */
import type { CarSummary } from '../../domain/cms-schemas.ts';
import { carFixture } from './car.fixture.ts';
import { fetchLiveCars, isListedCar } from './live-cars.ts';

const CAR = carFixture();
const without = (key: keyof CarSummary) => {
  const { [key]: _, ...rest } = CAR;
  return rest;
};

describe.each<[string, unknown, boolean]>([
  ['a listed car', CAR, true],
  [
    'a car with a promotion and nulls',
    { ...CAR, promo_messages: [{ kind: 'free_delivery', name: 'Livrare' }], first_registration: null },
    true,
  ],
  ['null', null, false],
  ['an array', [CAR], false],
  ['a car without a sku', without('sku'), false],
  ['a lower-case sku', { ...CAR, sku: 'b-101' }, false],
  ['a price as text', { ...CAR, price: '245' }, false],
  ['a price that is not finite', { ...CAR, price: Number.NaN }, false],
  ['no manufacturer name', { ...CAR, manufacturer: {} }, false],
  ['a numeric feature message', { ...CAR, feature_message: 5 }, false],
  ['promotions that are not a list', { ...CAR, promo_messages: 'x' }, false],
  ['a promotion without a name', { ...CAR, promo_messages: [{ kind: 'free_delivery' }] }, false],
  ['no photo', without('profile_photo'), false],
])('isListedCar(%s)', (_, value, expected) => {
  it(`is ${expected}`, () => expect(isListedCar(value)).toBe(expected));
});

describe('fetchLiveCars', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answering = (status: number, body: unknown) => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it("asks for the categories, revalidating the browser's copy, and answers the cars", async () => {
    const fetch = answering(200, [CAR]);
    await expect(fetchLiveCars([2, 3])).resolves.toEqual([CAR]);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/cars\?categories_ids\[\]=2&categories_ids\[\]=3$/);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache' });
  });

  it.each([
    ['an error status', 503, [CAR]],
    ['an answer that is not a list', 200, { cars: [CAR] }],
    ['a list with one broken car', 200, [CAR, { ...CAR, sku: 42 }]],
  ])('fails on %s', async (_, status, body) => {
    answering(status, body);
    await expect(fetchLiveCars([1])).rejects.toThrow(/\/cars\?categories_ids\[\]=1/);
  });
});

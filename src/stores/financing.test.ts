// @vitest-environment jsdom
import { DEFAULT_FINANCING_PARAMS } from '../domain/financing/financing-params.ts';

async function loadWith(stored: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('./financing.ts');
}

const leasing = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', upFront: 30, residual: 10 };

describe.each<[string, string | undefined, unknown]>([
  ['nothing stored', undefined, DEFAULT_FINANCING_PARAMS],
  ['valid leasing params', JSON.stringify(leasing), leasing],
  ['broken JSON', '{"type":', DEFAULT_FINANCING_PARAMS],
  ['an old shape', JSON.stringify({ type: 'credit', downpayment: 55 }), DEFAULT_FINANCING_PARAMS],
  [
    'a forbidden combination is corrected',
    JSON.stringify({ ...DEFAULT_FINANCING_PARAMS, person: 2 }),
    DEFAULT_FINANCING_PARAMS,
  ],
])('$financingParams reading %s', (_name, stored, expected) => {
  it('validates on read', async () => {
    const { $financingParams } = await loadWith(stored === undefined ? {} : { financingParams: stored });
    expect($financingParams.get()).toEqual(expected);
  });
});

describe('actions', () => {
  it('saves normalised params under financingParams', async () => {
    const { $financingParams, saveFinancingParams, updateFinancingParams } = await loadWith({});
    saveFinancingParams({ ...DEFAULT_FINANCING_PARAMS, currency: 2 });
    expect($financingParams.get().currency).toBe(1);
    updateFinancingParams((p) => ({ ...p, type: 'leasing', upFront: 10 }));
    expect(JSON.parse(localStorage.getItem('financingParams') ?? 'null')).toMatchObject({
      type: 'leasing',
      upFront: 15,
    });
  });

  it.each([
    [
      { euro: 121, ron: 605, lfeuro: 110 },
      { euro: 121, ron: 605, lfeuro: 110 },
    ],
    [499, 499],
  ])('saves and re-reads financialPackagePrice %j', async (price, expected) => {
    const first = await loadWith({});
    first.saveFinancialPackagePrice(price);
    const stored = localStorage.getItem('financialPackagePrice');
    const second = await loadWith({ financialPackagePrice: stored ?? '' });
    expect(second.$financialPackagePrice.get()).toEqual(expected);
  });

  it('drops unknown fields of a stored package price', async () => {
    const { $financialPackagePrice } = await loadWith({
      financialPackagePrice: '{"euro":1,"ron":5,"lfeuro":null,"extra":"x"}',
    });
    expect($financialPackagePrice.get()).toEqual({ euro: 1, ron: 5, lfeuro: null });
  });

  it.each(['"cheap"', '{"euro":-1,"ron":2,"lfeuro":null}', '{"euro":1,"ron":2}', 'null', 'not json'])(
    'rejects a stored package price %s',
    async (stored) => {
      const { $financialPackagePrice } = await loadWith({ financialPackagePrice: stored });
      expect($financialPackagePrice.get()).toBeNull();
    },
  );
});

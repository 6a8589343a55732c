import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { computeFinancingOffer, type FinancingOffer, financialPackagePrice } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';

const credit = DEFAULT_FINANCING_PARAMS;
const leasing: FinancingParams = { ...credit, type: 'leasing', upFront: 50, residual: 20, months: 60 };

describe.each<[string, FinancingParams, Partial<FinancingOffer>]>([
  [
    'credit, individual, RON',
    credit,
    {
      vatIncluded: true,
      monthly: 952.5,
      downPayment: 55000,
      financedValue: 45000,
      residualValue: null,
      totalVolume: 90000,
      totalPayable: 150000,
      casco: 200,
      analizaDosar: 605,
      interestRate: 8.99,
      dae: 9.5,
      daeTotal: 12.25,
    },
  ],
  [
    'leasing, individual, RON',
    leasing,
    {
      monthly: 605,
      downPayment: 50000,
      financedValue: 50000,
      residualValue: 20000,
      casco: 200,
      interestRate: 8.99,
    },
  ],
  [
    // EUR leasing reads the LF* figures, the EUR file fee and the variable EUR rate.
    'leasing, individual, EUR',
    { ...leasing, currency: 2 },
    {
      monthly: 110,
      downPayment: 10000,
      residualValue: 4000,
      totalVolume: 6600,
      // 6600 instalments + 10000 down payment + 121 file fee + 4000 residual
      totalPayable: 20721,
      dae: 7.1,
      daeTotal: 9.9,
      casco: 40,
      analizaDosar: 121,
      interestRate: 6.5,
    },
  ],
  [
    // Company: every amount divided by 1.21, CASCO too (it is the share inside the instalment); not the rates.
    'leasing, company, RON',
    { ...leasing, person: 2 },
    {
      vatIncluded: false,
      monthly: 1000,
      downPayment: 50000,
      financedValue: 50000,
      residualValue: 10000,
      totalVolume: 74380.17,
      totalPayable: 123966.94,
      casco: 150,
      analizaDosar: 500,
      dae: 9.5,
    },
  ],
])('%s', (_name, params, expected) => {
  it('shows the table figures', () => {
    const result = computeFinancingOffer(financingInfo, params);
    expect(result.ok && result.offer).toMatchObject(expected);
  });
});

describe.each<[string, FinancingParams]>([
  ['a down payment the table lacks', { ...credit, upFront: 45 }],
  ['a duration the table lacks', { ...credit, months: 36 }],
  ['a residual the table lacks', { ...leasing, residual: 5 }],
  ['leasing EUR where the cell has no LF figures', { ...leasing, currency: 2, months: 48 }],
  ['a subscription', { ...credit, type: 'carSubscription' }],
])('missing combination: %s', (_name, params) => {
  it('says so instead of showing a number', () => {
    expect(computeFinancingOffer(financingInfo, params)).toEqual({
      ok: false,
      reason: 'missing-combination',
    });
  });
});

describe.each<[string, FinancingParams, unknown]>([
  ['credit', credit, { ok: true, price: { euro: 190.5, ron: 952.5, lfeuro: null } }],
  ['leasing individual', leasing, { ok: true, price: { euro: 121, ron: 605, lfeuro: 110 } }],
  ['leasing company', { ...leasing, person: 2 }, { ok: true, price: { euro: 200, ron: 1000, lfeuro: null } }],
  ['missing', { ...credit, months: 12 }, { ok: false, reason: 'missing-combination' }],
])('financialPackagePrice: %s', (_name, params, expected) => {
  it('is the monthly instalment per currency', () => {
    expect(financialPackagePrice(financingInfo, params)).toEqual(expected);
  });
});

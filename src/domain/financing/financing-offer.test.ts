import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import {
  computeFinancingOffer,
  type FinancingOffer,
  fileFeeWithVat,
  financialPackagePrice,
} from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';

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
      // 60 × 952,50
      totalVolume: 57150,
      // 57150 instalments + 55000 down payment + 3025 file fee
      totalPayable: 115175,
      casco: 200,
      // The tables' 605 EUR at their rate of 5 RON/EUR, not 605 "RON".
      analizaDosar: 3025,
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
      totalVolume: 36300,
      // 36300 instalments + 50000 down payment + 3025 file fee + 20000 residual
      totalPayable: 109325,
      casco: 200,
      analizaDosar: 3025,
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
    // Company: amounts divided by 1.21, not the rates and not CASCO (insurance carries no VAT):
    // the instalment is 1028,50 / 1,21 = 850 of loan plus the whole 181,50 premium.
    'leasing, company, RON',
    { ...leasing, person: 2 },
    {
      vatIncluded: false,
      monthly: 1031.5,
      downPayment: 50000,
      financedValue: 50000,
      residualValue: 10000,
      totalVolume: 61890,
      // 61890 instalments + 50000 down payment + 2500 file fee + 10000 residual
      totalPayable: 124390,
      casco: 181.5,
      // 605 EUR × 5 = 3025 RON with VAT, 2500 without
      analizaDosar: 2500,
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
  // (242 - 36,30) / 1,21 + 36,30 and (1210 - 181,50) / 1,21 + 181,50: CASCO is not divided.
  [
    'leasing company',
    { ...leasing, person: 2 },
    { ok: true, price: { euro: 206.3, ron: 1031.5, lfeuro: null } },
  ],
  ['missing', { ...credit, months: 12 }, { ok: false, reason: 'missing-combination' }],
])('financialPackagePrice: %s', (_name, params, expected) => {
  it('is the monthly instalment per currency', () => {
    expect(financialPackagePrice(financingInfo, params)).toEqual(expected);
  });
});

describe.each<[string, FinancingParams, number]>([
  ["credit RON: the EUR fee at the tables' rate", credit, 3025],
  ['leasing RON', leasing, 3025],
  ['leasing EUR: the variable-rate EUR fee', { ...leasing, currency: 2 }, 121],
  ['leasing company RON, with VAT', { ...leasing, person: 2 }, 3025],
])('fileFeeWithVat: %s', (_name, params, expected) => {
  it(`is ${expected}`, () => expect(fileFeeWithVat(financingInfo, params)).toBe(expected));
});

describe('seeded tables (car of 15.500 EUR at 5 RON/EUR, file fee 155 EUR)', () => {
  const info = financingPaymentInfo(15_500, 5);
  const ronLeasing: FinancingParams = { ...leasing, upFront: 30, residual: 10, months: 48 };

  it.each<[string, FinancingParams, number]>([
    ['credit RON', credit, 775],
    ['leasing RON', ronLeasing, 775],
    ['leasing company RON', { ...ronLeasing, person: 2 }, 640.5],
  ])('%s shows the fee in RON: %d', (_name, params, fee) => {
    expect(info.analiza_dosar).toBe(155);
    const result = computeFinancingOffer(info, params);
    expect(result.ok && result.offer.analizaDosar).toBe(fee);
  });

  it.each<[string, FinancingParams]>([
    ['RON', { ...ronLeasing, person: 2 }],
    ['EUR', { ...ronLeasing, person: 2, currency: 2 }],
  ])('a company pays the whole CASCO premium, in %s', (_name, params) => {
    const cell = info.leasing_juridica['30']?.residualRate['10']?.monthlyPayment['48'];
    const result = computeFinancingOffer(info, params);
    if (!cell || !result.ok) throw new Error('the seeded tables price this cell');
    const premium = params.currency === 2 ? cell.cascoInsurance : cell.cascoInsuranceRon;
    const withVat = params.currency === 2 ? (cell.LFEURO ?? 0) : cell.RON;
    expect(result.offer.casco).toBe(premium);
    expect(result.offer.monthly).toBeCloseTo((withVat - premium) / 1.21 + premium, 2);
  });
});

import type { OtherCompanyDetails, SrlCompanyDetails } from '../orders/order.ts';
import {
  companyCheck2,
  companyNextStep,
  companyOutcome,
  otherCompanyCheck2,
  srlCheck2,
  srlScore,
} from './company.ts';

const best: SrlCompanyDetails = {
  specialitate_liceu: 0,
  specialitate_superioare: 1,
  fluctuatie_personal: 1,
  numar_furnizori: 2,
  experienta_domeniu: 4,
  numar_clienti: 3,
  certificare_iso: 1,
};
const worst: SrlCompanyDetails = {
  specialitate_liceu: 0,
  specialitate_superioare: 0,
  fluctuatie_personal: 3,
  numar_furnizori: 1,
  experienta_domeniu: 1,
  numar_clienti: 1,
  certificare_iso: 2,
};

describe('srlCheck2', () => {
  it.each([
    ['best answers', best, 10, 1],
    ['worst answers', worst, 0, 0],
    ['score 7 approves', { ...best, experienta_domeniu: 2, certificare_iso: 3 }, 7, 1],
    ['score 6 needs a guarantor', { ...best, experienta_domeniu: 1, certificare_iso: 2 }, 6, 2],
    ['score 4 needs a guarantor', { ...worst, experienta_domeniu: 3, numar_clienti: 3 }, 4, 2],
    ['score 3 refuses', { ...worst, experienta_domeniu: 4 }, 3, 0],
  ] as [string, SrlCompanyDetails, number, number][])('%s', (_, details, score, outcome) => {
    expect(srlScore(details)).toBe(score);
    expect(srlCheck2(details)).toBe(outcome);
  });
});

describe('otherCompanyCheck2', () => {
  const pfa: OtherCompanyDetails = {
    luni_activitate: 12,
    experienta_domeniu: 3,
    venit_brut: 150000,
    venit_net: 120000,
    profit: 60000,
  };
  // 120000 / 12 = 10000 RON a month
  it.each([
    ['instalment at 30% approves', pfa, 3000, 1],
    ['instalment at 40% needs a guarantor', pfa, 4000, 2],
    ['instalment at 50% needs a guarantor', pfa, 5000, 2],
    ['instalment over 50% refuses', pfa, 5001, 0],
    ['a loss refuses', { ...pfa, profit: -1 }, 100, 0],
    ['no net income refuses', { ...pfa, venit_net: 0 }, 100, 0],
    ['under 6 months: approval becomes guarantor', { ...pfa, luni_activitate: 5, venit_net: 50000 }, 1000, 2],
    [
      'income averages over the months of activity',
      { ...pfa, luni_activitate: 6, venit_net: 60000 },
      3000,
      1,
    ],
  ] as [string, OtherCompanyDetails, number, number][])('%s', (_, details, instalment, outcome) => {
    expect(otherCompanyCheck2(details, instalment)).toBe(outcome);
  });

  it('dispatches by company type and refuses mismatched details', () => {
    expect(companyCheck2(1, best, 0)).toBe(1);
    expect(companyCheck2(3, pfa, 3000)).toBe(1);
    expect(() => companyCheck2(3, best, 0)).toThrow(/company type 3/);
  });
});

describe('companyOutcome', () => {
  it.each([
    ['check 1 pending', null, null, null, null],
    ['refused by the registry', 0, null, null, 0],
    ['check 2 pending', 1, null, null, null],
    ['approved', 1, 1, null, 1],
    ['refused on financials', 1, 0, null, 0],
    ['needs a guarantor', 1, 2, null, 2],
    ['guarantor passes check 1', 1, 2, '12345674', 1],
    ['guarantor inactive keeps 2', 1, 2, '12345607', 2],
    ['guarantor with a bad CUI keeps 2', 1, 2, '12345675', 2],
    ['a guarantor does not rescue a refusal', 1, 0, '12345674', 0],
  ] as const)('%s', (_, check1Result, check2Result, guarantorCui, outcome) => {
    expect(companyOutcome({ check1Result, check2Result, guarantorCui })).toBe(outcome);
  });
});

describe('companyNextStep', () => {
  it.each([
    ['SRL waiting for check 1', 1, null, null, 1],
    ['SRL refused by check 1 goes to the resolution', 1, 0, null, 3],
    ['SA accepted by check 1 goes to details', 2, 1, null, 2],
    ['SRL with check 2 answered', 1, 1, 2, 3],
    ['PFA waiting', 3, null, null, 1],
    ['PFA goes to details after any first answer', 3, 0, null, 2],
    ['ONG goes to details', 4, 1, null, 2],
    ['other type with check 2 answered', 5, 1, 0, 3],
  ] as const)('%s', (_, tipCompanie, check1Result, check2Result, step) => {
    expect(companyNextStep({ tipCompanie, check1Result, check2Result })).toBe(step);
  });
});

import type { Codebtor, Income, Obligations, PersonalInfo } from '../orders/order.ts';
import { decideIndividual, monthlyObligationsRon, netIncomeRon } from './individual.ts';

const RATE = 5;
const cleanHistory: PersonalInfo = {
  stare_civila: 1,
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: 3,
  avut_credite: 0,
};
const salary = (medie_salariu: number, extra: Partial<Income> = {}): Income => ({
  medie_salariu,
  income: [],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
  ...extra,
});
const none: Obligations = { contracte_credit: [], carduri_credit: [] };

describe('netIncomeRon', () => {
  it.each([
    ['salary only', salary(6000), 6000],
    ['salary plus rent and dividends', salary(6000, { income: [rent(1000), dividends(500)] }), 7500],
    [
      'unexplained rise: previous-year average counts when lower',
      salary(9000, { cresteri_venituri: 1, motiv_cresteri_venituri: 0, medie_venituri_an: 6000 }),
      6000,
    ],
    [
      'explained rise keeps the current salary',
      salary(9000, { cresteri_venituri: 1, motiv_cresteri_venituri: 1, medie_venituri_an: 6000 }),
      9000,
    ],
  ])('%s', (_, income, expected) => {
    expect(netIncomeRon(income)).toBe(expected);
  });
});

function rent(value: number): Income['income'][number] {
  return { valoare_alt_venit: value, moneda_alt_venit: 'RON', tip_alt_venit: 1 };
}
function dividends(value: number): Income['income'][number] {
  return { valoare_alt_venit: value, moneda_alt_venit: 'RON', tip_alt_venit: 2 };
}

describe('monthlyObligationsRon', () => {
  it.each([
    ['nothing', none, 0],
    [
      'a RON rate',
      { ...none, contracte_credit: [{ valoare_rata_lunara: 800, moneda_rata_lunara: 'RON' }] },
      800,
    ],
    [
      'an EUR rate at the rate',
      { ...none, contracte_credit: [{ valoare_rata_lunara: 100, moneda_rata_lunara: 'EUR' }] },
      500,
    ],
    [
      '5% of a card limit',
      { ...none, carduri_credit: [{ valoare_limita_aprobata: 10000, moneda_card: 'RON' }] },
      500,
    ],
    [
      '5% of an EUR card limit',
      { ...none, carduri_credit: [{ valoare_limita_aprobata: 1000, moneda_card: 'EUR' }] },
      250,
    ],
  ] as [string, Obligations, number][])('%s', (_, obligations, expected) => {
    expect(monthlyObligationsRon(obligations, RATE)).toBe(expected);
  });
});

describe('decideIndividual', () => {
  const base = {
    personal: cleanHistory,
    income: salary(5000),
    obligations: none,
    codebtor: null as Codebtor | null,
    eurRonRate: RATE,
  };
  it.each([
    ['RON at exactly 40% approves', { instalment: { amount: 2000, currency: 'RON' } }, 1, []],
    [
      'RON just over 40% refuses',
      { instalment: { amount: 2001, currency: 'RON' } },
      0,
      ['debt_service_exceeded'],
    ],
    ['EUR at exactly 20% approves', { instalment: { amount: 200, currency: 'EUR' } }, 1, []],
    [
      'EUR over 20% refuses (a RON product would pass)',
      { instalment: { amount: 300, currency: 'EUR' } },
      0,
      ['debt_service_exceeded'],
    ],
    [
      'existing obligations count',
      {
        instalment: { amount: 1500, currency: 'RON' },
        obligations: { ...none, contracte_credit: [{ valoare_rata_lunara: 600, moneda_rata_lunara: 'RON' }] },
      },
      0,
      ['debt_service_exceeded'],
    ],
    [
      'no income refuses',
      { instalment: { amount: 10, currency: 'RON' }, income: salary(0) },
      0,
      ['no_income'],
    ],
    [
      'three or more delays refuse regardless of income',
      {
        instalment: { amount: 10, currency: 'RON' },
        personal: {
          ...cleanHistory,
          avut_credite: 1,
          avut_intarzieri_credit: 1,
          nr_intarzieri_credit: 3,
          medie_zile_intarzieri_credit: 1,
        },
      },
      0,
      ['delay_history'],
    ],
    [
      'delays over 60 days on average refuse',
      {
        instalment: { amount: 10, currency: 'RON' },
        personal: {
          ...cleanHistory,
          avut_credite: 1,
          avut_intarzieri_credit: 1,
          nr_intarzieri_credit: 1,
          medie_zile_intarzieri_credit: 3,
        },
      },
      0,
      ['delay_history'],
    ],
    [
      'two short delays are tolerated',
      {
        instalment: { amount: 10, currency: 'RON' },
        personal: {
          ...cleanHistory,
          avut_credite: 1,
          avut_intarzieri_credit: 1,
          nr_intarzieri_credit: 2,
          medie_zile_intarzieri_credit: 2,
        },
      },
      1,
      [],
    ],
  ] as const)('%s', (_, override, rating, reasons) => {
    const decision = decideIndividual({ ...base, ...override } as Parameters<typeof decideIndividual>[0]);
    expect(decision.rating).toBe(rating);
    expect(decision.reasons).toEqual(reasons);
  });

  it('a co-debtor adds income and obligations and turns a refusal into an approval', () => {
    const input = { ...base, instalment: { amount: 300, currency: 'EUR' as const } };
    expect(decideIndividual(input).rating).toBe(0);
    const codebtor: Codebtor = {
      ...salary(4000),
      contracte_credit: [{ valoare_rata_lunara: 100, moneda_rata_lunara: 'RON' }],
      carduri_credit: [],
    };
    const withCodebtor = decideIndividual({ ...input, codebtor });
    expect(withCodebtor.rating).toBe(1);
    expect(withCodebtor.netIncomeRon).toBe(9000);
    expect(withCodebtor.obligationsRon).toBe(100);
    expect(withCodebtor.debtServiceRatio).toBeCloseTo(1600 / 9000, 4);
  });

  it('a smaller instalment after adjusting the terms re-runs to an approval', () => {
    const refused = decideIndividual({ ...base, instalment: { amount: 2500, currency: 'RON' } });
    const adjusted = decideIndividual({ ...base, instalment: { amount: 1800, currency: 'RON' } });
    expect([refused.rating, adjusted.rating]).toEqual([0, 1]);
  });
});

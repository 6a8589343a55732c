/**
 * The shared table of issue 15.3: the same cases through the financing panel's hint (the domain
 * module on the panel's offer) and through the decision engine (the order's instalment from the car's
 * table, decideIndividual, and the decision facts an order stores). They must agree on the ratio,
 * the cap and the verdict, and the change the hint suggests must be approved by the engine.
 */

import type { FinancingPaymentInfo } from '../../src/domain/cms-schemas.ts';
import { offerAffordability, smallestFittingChange } from '../../src/domain/credit/affordability.ts';
import type { FinancingParams } from '../../src/domain/financing/financing-params.ts';
import { financingPaymentInfo } from '../../src/domain/financing/payment-info-builder.ts';
import type { Currency } from '../../src/domain/order/order-terms.ts';
import { individualOrder } from '../orders/order.fixture.ts';
import type { Income, OrderRecord, PersonalInfo } from '../orders/order.ts';
import { monthlyCommitment } from '../orders/terms.ts';
import { decideIndividual } from './individual.ts';
import { individualRatingPatch } from './order-checks.ts';

const RATE = 5;
const cars: [string, FinancingPaymentInfo][] = [
  ['a 15,000 EUR car', financingPaymentInfo(15_000, RATE)],
  ['a 32,500 EUR car', financingPaymentInfo(32_500, RATE)],
  ['a 68,000 EUR car', financingPaymentInfo(68_000, RATE)],
];

type Terms = Pick<FinancingParams, 'type' | 'currency' | 'months' | 'upFront' | 'residual'>;
const termsCases: [string, Terms][] = [
  ['credit RON 36 months 25%', { type: 'credit', currency: 1, months: 36, upFront: 25, residual: 0 }],
  ['credit RON 60 months 55%', { type: 'credit', currency: 1, months: 60, upFront: 55, residual: 0 }],
  [
    'leasing RON 24 months 20%, 10% residual',
    { type: 'leasing', currency: 1, months: 24, upFront: 20, residual: 10 },
  ],
  [
    'leasing EUR 36 months 30%, 20% residual',
    { type: 'leasing', currency: 2, months: 36, upFront: 30, residual: 20 },
  ],
  [
    'leasing EUR 60 months 50%, 5% residual',
    { type: 'leasing', currency: 2, months: 60, upFront: 50, residual: 5 },
  ],
];

const cleanHistory: PersonalInfo = {
  stare_civila: 1,
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: 3,
  avut_credite: 0,
};
const salary = (medie_salariu: number): Income => ({
  medie_salariu,
  income: [],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
});

/** The order the wizard would create for these terms, decided on `income` and `debts` (RON). */
function orderFor(terms: Terms, income: number, debts: number): OrderRecord {
  return individualOrder({
    productType: terms.type === 'credit' ? 'credit' : 'leasing',
    currency: terms.currency as Currency,
    months: terms.months,
    downpayment: terms.upFront,
    residual: terms.type === 'leasing' ? terms.residual : null,
    personal: cleanHistory,
    income: salary(income),
    obligations: {
      contracte_credit: debts > 0 ? [{ valoare_rata_lunara: debts, moneda_rata_lunara: 'RON' }] : [],
      carduri_credit: [],
    },
  });
}

function engine(info: FinancingPaymentInfo, order: OrderRecord) {
  const commitment = monthlyCommitment(info, order, RATE);
  if (!commitment) throw new Error('the table prices these terms');
  const decision = decideIndividual({
    personal: order.personal ?? cleanHistory,
    income: order.income ?? salary(0),
    obligations: order.obligations ?? { contracte_credit: [], carduri_credit: [] },
    codebtor: null,
    instalment: { amount: commitment.amount, currency: commitment.currency },
    eurRonRate: RATE,
  });
  return { decision, commitment };
}

describe.each(cars)('hint and decision agree for %s', (_, info) => {
  const params = (terms: Terms): FinancingParams => ({ ...terms, person: 1, range: 0 });

  describe.each(termsCases)('%s', (_label, terms) => {
    const priced = offerAffordability(info, params(terms), {
      incomeRon: 1,
      obligationsRon: 0,
      eurRonRate: RATE,
    });
    if (!priced) throw new Error('the panel prices these terms');
    const cap = terms.currency === 2 ? 0.2 : 0.4;
    const debts = 750;
    // Exactly at the cap, a leu under it, comfortably over it, and no income at all.
    const atCap = Math.ceil((priced.instalmentRon + debts) / cap);
    const incomes: [string, number, number][] = [
      ['income just covering the cap', atCap, debts],
      ['one leu less', atCap - 1, debts],
      ['a high income', atCap * 3, 0],
      ['half the needed income', Math.round(atCap / 2), debts],
      ['no income', 0, debts],
    ];

    it.each(incomes)('%s', (_case, income, obligations) => {
      const money = { incomeRon: income, obligationsRon: obligations, eurRonRate: RATE };
      const hint = offerAffordability(info, params(terms), money);
      const order = orderFor(terms, income, obligations);
      const { decision } = engine(info, order);
      expect(hint?.cap).toBe(cap);
      expect(decision.limit).toBe(cap);
      expect(hint?.fits).toBe(decision.rating === 1);
      expect(hint?.ratio).toBe(decision.debtServiceRatio);
      expect(hint?.instalmentRon).toBeCloseTo(decision.instalmentRon, 2);

      // The suggestion: the same search in the hint and in the facts the order stores, approved by the engine.
      const change = smallestFittingChange(info, params(terms), money);
      const { commitment } = engine(info, order);
      const facts = individualRatingPatch(order, commitment, RATE, info)?.decisionFacts;
      if (decision.rating === 1) {
        expect(facts?.change).toBeNull();
        return;
      }
      expect(facts?.change?.kind ?? null).toBe(income > 0 ? (change?.kind ?? null) : null);
      if (!change || income <= 0) return;
      expect(change.ratio).toBeLessThanOrEqual(cap === 0.2 && change.kind === 'currency' ? 0.4 : cap);
      const changed = orderFor(
        {
          ...terms,
          months: change.params.months,
          upFront: change.params.upFront,
          currency: change.params.currency,
        },
        income,
        obligations,
      );
      expect(engine(info, changed).decision.rating).toBe(1);
    });
  });
});

describe('the suggestion is really exercised', () => {
  it.each([
    [
      'a longer term or bigger down payment for credit',
      { type: 'credit', currency: 1, months: 36, upFront: 25, residual: 0 },
    ],
    [
      'lei instead of euro for leasing',
      { type: 'leasing', currency: 2, months: 60, upFront: 50, residual: 20 },
    ],
  ] as [string, Terms][])('%s', (_, terms) => {
    const info = financingPaymentInfo(32_500, RATE);
    const params: FinancingParams = { ...terms, person: 1, range: 0 };
    const priced = offerAffordability(info, params, { incomeRon: 1, obligationsRon: 0, eurRonRate: RATE });
    const cap = terms.currency === 2 ? 0.2 : 0.4;
    const income = Math.floor((priced?.instalmentRon ?? 0) / cap) - 1;
    const change = smallestFittingChange(info, params, {
      incomeRon: income,
      obligationsRon: 0,
      eurRonRate: RATE,
    });
    expect(change).not.toBeNull();
    const expected = terms.currency === 2 ? ['currency'] : ['months', 'downpayment'];
    expect(expected).toContain(change?.kind);
    expect(change?.fits).toBe(true);
  });
});

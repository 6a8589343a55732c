import type { FinancingPaymentInfo, MonthlyFigures } from '../../src/domain/cms-schemas.ts';
import { type FinancingTerms, orderFigures } from './instalment.ts';

const figures = (eur: number, lfeuro?: number): MonthlyFigures => ({
  EUR: eur,
  RON: eur * 5,
  ...(lfeuro === undefined ? {} : { LFEURO: lfeuro }),
  cascoInsurance: 0,
  cascoInsuranceRon: 0,
  totalVolumeRON: 0,
  totalVolumeEUR: 0,
  totalCreditValueRON: 0,
  totalCreditValueEUR: 0,
  DAE: 0,
  DAE_Total: 0,
});
const pair = (eur: number) => ({ EUR: eur, RON: eur * 5 });
const leasingEntry = {
  downpayment: pair(3000),
  financedValue: pair(7000),
  monthlyPayment: { '60': figures(150, 140) },
  residualRate: { '20': { residualValue: pair(2000), monthlyPayment: { '60': figures(120, 110) } } },
};
const info: FinancingPaymentInfo = {
  kind: 'financing',
  exchangeRate: 5,
  analiza_dosar: 0,
  analiza_dosar_LFEURO: 0,
  interestRate: 9,
  interestRate_LFEURO: 6,
  credit: {
    '55': { downpayment: pair(5500), financedValue: pair(4500), monthlyPayment: { '60': figures(100) } },
  },
  leasing_fizica: { '30': leasingEntry },
  leasing_juridica: { '30': { ...leasingEntry, residualRate: {} } },
};
const credit: FinancingTerms = {
  type: 'credit',
  person: 1,
  currency: 1,
  months: 60,
  downPayment: 55,
  residual: null,
};

describe('orderFigures', () => {
  it.each<[string, FinancingTerms, ReturnType<typeof orderFigures>]>([
    [
      'credit in RON',
      credit,
      { currency: 'RON', instalment: 500, downpayment: 27500, financedValue: 22500, residualValue: null },
    ],
    ['credit, unknown months', { ...credit, months: 48 }, null],
    ['credit, unknown down payment', { ...credit, downPayment: 15 }, null],
    [
      'individual leasing in EUR with a residual uses LFEURO',
      { ...credit, type: 'leasing', currency: 2, downPayment: 30, residual: 20 },
      { currency: 'EUR', instalment: 110, downpayment: 3000, financedValue: 7000, residualValue: 2000 },
    ],
    [
      'individual leasing in RON with a residual',
      { ...credit, type: 'leasing', downPayment: 30, residual: 20 },
      { currency: 'RON', instalment: 600, downpayment: 15000, financedValue: 35000, residualValue: 10000 },
    ],
    [
      'leasing without a residual uses the plain instalment',
      { ...credit, type: 'leasing', person: 2, currency: 2, downPayment: 30, residual: null },
      { currency: 'EUR', instalment: 140, downpayment: 3000, financedValue: 7000, residualValue: null },
    ],
    [
      'leasing with a residual the table lacks',
      { ...credit, type: 'leasing', person: 2, downPayment: 30, residual: 20 },
      null,
    ],
    ['subscription has no financing figures', { ...credit, type: 'carSubscription' }, null],
  ])('%s', (_, terms, expected) => {
    expect(orderFigures(info, terms)).toEqual(expected);
  });
});

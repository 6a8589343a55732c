import { describe, expect, it } from 'vitest';
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { figures, financingInfo } from '../financing/payment-info.fixture.ts';
import { termOptions, termOptionsFrom } from './adjust-options.ts';

const pair = (EUR: number) => ({ EUR, RON: EUR * 5 });
const leasingEntry = (months: string[], residuals: Record<string, string[]>) => ({
  downpayment: pair(1),
  financedValue: pair(1),
  monthlyPayment: Object.fromEntries(months.map((m) => [m, figures()])),
  residualRate: Object.fromEntries(
    Object.entries(residuals).map(([residual, ms]) => [
      residual,
      { residualValue: pair(1), monthlyPayment: Object.fromEntries(ms.map((m) => [m, figures()])) },
    ]),
  ),
});

const wide: FinancingPaymentInfo = {
  ...financingInfo,
  credit: {
    '15': {
      downpayment: pair(1),
      financedValue: pair(1),
      monthlyPayment: { '12': figures(), '60': figures() },
    },
    '55': { downpayment: pair(1), financedValue: pair(1), monthlyPayment: { '36': figures() } },
  },
  leasing_fizica: {
    // A plain (no residual) cell at 12 months: neither its months nor a 0 % residual are offered.
    '15': leasingEntry(['12', '24'], { '5': ['24'] }),
    '30': leasingEntry([], { '10': ['48'] }),
    '50': leasingEntry([], { '20': ['60'] }),
  },
};

describe('termOptions', () => {
  it.each([
    [
      'credit: every down payment and month, no residual',
      { product: 'credit', person: 1, currency: 1 },
      { months: [12, 36, 60], downpayments: [15, 55], residuals: [] },
    ],
    [
      'leasing RON individual: only the residual cells, never a 0 % residual',
      { product: 'leasing', person: 1, currency: 1 },
      { months: [24, 48, 60], downpayments: [15, 30, 50], residuals: [5, 10, 20] },
    ],
    [
      'leasing EUR individual: 30% and up',
      { product: 'leasing', person: 1, currency: 2 },
      { months: [48, 60], downpayments: [30, 50], residuals: [10, 20] },
    ],
  ] as const)('%s', (_name, context, expected) => {
    expect(termOptions(wide, context)).toEqual(expected);
  });

  it('reads the company leasing table for companies', () => {
    expect(termOptions(financingInfo, { product: 'leasing', person: 2, currency: 2 })).toEqual({
      months: [60],
      downpayments: [50],
      residuals: [20],
    });
  });

  it('refuses a payment_info that is not a financing table', () => {
    expect(
      termOptionsFrom({ kind: 'subscription' }, { product: 'credit', person: 1, currency: 1 }),
    ).toBeNull();
    expect(
      termOptionsFrom(financingInfo, { product: 'credit', person: 1, currency: 1 })?.downpayments,
    ).toEqual([55]);
  });
});

/** A small hand-made financing table for tests: a few cells with easy-to-check figures. */
import type { FinancingPaymentInfo, MonthlyFigures } from '../../domain/cms-schemas.ts';

export function figures(overrides: Partial<MonthlyFigures> = {}): MonthlyFigures {
  return {
    EUR: 300,
    RON: 1500,
    cascoInsurance: 40,
    cascoInsuranceRon: 200,
    totalVolumeRON: 90000,
    totalVolumeEUR: 18000,
    totalCreditValueRON: 150000,
    totalCreditValueEUR: 30000,
    DAE: 9.5,
    DAE_Total: 12.25,
    ...overrides,
  };
}

const pair = (EUR: number) => ({ EUR, RON: EUR * 5 });

export const financingInfo: FinancingPaymentInfo = {
  kind: 'financing',
  exchangeRate: 5,
  analiza_dosar: 605,
  analiza_dosar_LFEURO: 121,
  interestRate: 8.99,
  interestRate_LFEURO: 6.5,
  credit: {
    '55': {
      downpayment: pair(11000),
      financedValue: pair(9000),
      monthlyPayment: { '60': figures({ EUR: 190.5, RON: 952.5 }) },
    },
  },
  leasing_fizica: {
    '50': {
      downpayment: pair(10000),
      financedValue: pair(10000),
      monthlyPayment: {},
      residualRate: {
        '20': {
          residualValue: pair(4000),
          monthlyPayment: {
            '60': figures({
              EUR: 121,
              RON: 605,
              LFEURO: 110,
              totalVolumeLFEURO: 6600,
              DAE_LFEURO: 7.1,
              DAE_Total_LFEURO: 9.9,
            }),
            // A cell computed without the EUR variable-rate figures.
            '48': figures({ EUR: 150, RON: 750 }),
          },
        },
      },
    },
  },
  leasing_juridica: {
    '50': {
      downpayment: pair(12100),
      financedValue: pair(12100),
      monthlyPayment: {},
      residualRate: {
        '20': {
          residualValue: pair(2420),
          monthlyPayment: {
            '60': figures({ EUR: 242, RON: 1210, cascoInsurance: 36.3, cascoInsuranceRon: 181.5 }),
          },
        },
      },
    },
  },
};

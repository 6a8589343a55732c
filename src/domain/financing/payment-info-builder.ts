/**
 * Builds payment_info documents the way the finance company's offer engine would: every cell is
 * computed from the car's price with the loan math, never typed in. Figures are rounded to cents
 * once, when stored.
 */

import { type BusinessFigures, DEFAULT_FIGURES } from '../business-figures.ts';
import type { FinancingPaymentInfo, MonthlyFigures, SubscriptionPaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import type { SubscriptionKm, SubscriptionMonths } from '../order/order-terms.ts';
import { FINANCING_MONTHS } from '../order/order-terms.ts';
import { annuityPayment, loanCashflows, solveAprc } from './loan-math.ts';
import {
  CASCO_YEARLY_PCT,
  CREDIT_DOWN_PAYMENTS,
  DEFAULT_OFFER,
  FILE_FEE_LFEURO_PCT,
  FILE_FEE_PCT,
  INTEREST_RATE_EUR,
  INTEREST_RATE_RON,
  LEASING_DOWN_PAYMENTS,
  LEASING_RESIDUALS,
} from './offer-figures.ts';

interface Terms {
  price: number;
  rate: number;
  cascoEur: number;
  fileFeeEur: number;
  fileFeeLfEur: number;
}

type Money = { RON: number; EUR: number };
const pair = (eur: number, rate: number): Money => ({ RON: roundMoney(eur * rate), EUR: roundMoney(eur) });

/** One (down payment, months[, residual]) cell. `withEurLeasing` adds the LF* (EUR leasing) figures. */
function monthlyFigures(
  t: Terms,
  financedEur: number,
  downEur: number,
  months: number,
  balloonEur: number,
  withEurLeasing: boolean,
): MonthlyFigures {
  const financedRon = financedEur * t.rate;
  const balloonRon = balloonEur * t.rate;
  const cascoRon = t.cascoEur * t.rate;
  const loanRon = annuityPayment(financedRon, INTEREST_RATE_RON, months, balloonRon);
  const ron = loanRon + cascoRon;
  const eur = ron / t.rate;
  const feeRon = t.fileFeeEur * t.rate;
  const dae = solveAprc(
    financedRon,
    loanCashflows({ instalment: loanRon, months, upfrontCharges: feeRon, balloon: balloonRon }),
  );
  const daeTotal = solveAprc(
    financedRon,
    loanCashflows({ instalment: ron, months, upfrontCharges: feeRon, balloon: balloonRon }),
  );
  const figures: MonthlyFigures = {
    EUR: roundMoney(eur),
    RON: roundMoney(ron),
    cascoInsurance: roundMoney(t.cascoEur),
    cascoInsuranceRon: roundMoney(cascoRon),
    totalVolumeRON: roundMoney(ron * months),
    totalVolumeEUR: roundMoney(eur * months),
    totalCreditValueRON: roundMoney(ron * months + downEur * t.rate + feeRon + balloonRon),
    totalCreditValueEUR: roundMoney(eur * months + downEur + t.fileFeeEur + balloonEur),
    DAE: roundMoney(dae),
    DAE_Total: roundMoney(daeTotal),
  };
  if (!withEurLeasing) return figures;
  const loanEur = annuityPayment(financedEur, INTEREST_RATE_EUR, months, balloonEur);
  const lf = loanEur + t.cascoEur;
  const flows = (instalment: number) =>
    loanCashflows({ instalment, months, upfrontCharges: t.fileFeeLfEur, balloon: balloonEur });
  return {
    ...figures,
    LFEURO: roundMoney(lf),
    totalVolumeLFEURO: roundMoney(lf * months),
    DAE_LFEURO: roundMoney(solveAprc(financedEur, flows(loanEur))),
    DAE_Total_LFEURO: roundMoney(solveAprc(financedEur, flows(lf))),
  };
}

function byMonths(build: (months: number) => MonthlyFigures): Record<string, MonthlyFigures> {
  return Object.fromEntries(FINANCING_MONTHS.map((months) => [String(months), build(months)]));
}

function creditTable(t: Terms): FinancingPaymentInfo['credit'] {
  return Object.fromEntries(
    CREDIT_DOWN_PAYMENTS.map((pct) => {
      const down = (t.price * pct) / 100;
      const financed = t.price - down;
      return [
        String(pct),
        {
          downpayment: pair(down, t.rate),
          financedValue: pair(financed, t.rate),
          monthlyPayment: byMonths((m) => monthlyFigures(t, financed, down, m, 0, false)),
        },
      ];
    }),
  );
}

function leasingTable(t: Terms): FinancingPaymentInfo['leasing_fizica'] {
  return Object.fromEntries(
    LEASING_DOWN_PAYMENTS.map((pct) => {
      const down = (t.price * pct) / 100;
      const financed = t.price - down;
      const residualRate = Object.fromEntries(
        LEASING_RESIDUALS.map((residualPct) => {
          const balloon = (t.price * residualPct) / 100;
          return [
            String(residualPct),
            {
              residualValue: pair(balloon, t.rate),
              monthlyPayment: byMonths((m) => monthlyFigures(t, financed, down, m, balloon, true)),
            },
          ];
        }),
      );
      return [
        String(pct),
        {
          downpayment: pair(down, t.rate),
          financedValue: pair(financed, t.rate),
          // Without a residual the leasing cell is the full repayment of the financed value.
          monthlyPayment: byMonths((m) => monthlyFigures(t, financed, down, m, 0, true)),
          residualRate,
        },
      ];
    }),
  );
}

/** The file-analysis fee's settings (business-figures.ts): a percent of the price, never below the minimum. */
export type FileFee = Pick<BusinessFigures, 'fileFeePct' | 'fileFeeMinEur'>;

/**
 * Offer tables for a financed car whose selling price (EUR incl. VAT) is `price`. The EUR leasing's
 * fee keeps its own (lower) percent, scaled with the setting's.
 */
export function financingPaymentInfo(
  price: number,
  exchangeRate: number,
  fileFee: FileFee = DEFAULT_FIGURES,
): FinancingPaymentInfo {
  const lfPct = (fileFee.fileFeePct * FILE_FEE_LFEURO_PCT) / FILE_FEE_PCT;
  const terms: Terms = {
    price,
    rate: exchangeRate,
    cascoEur: (price * CASCO_YEARLY_PCT) / 100 / 12,
    fileFeeEur: Math.max(fileFee.fileFeeMinEur, Math.round((price * fileFee.fileFeePct) / 100)),
    fileFeeLfEur: Math.max(fileFee.fileFeeMinEur, Math.round((price * lfPct) / 100)),
  };
  // Companies get the same VAT-included figures; the site divides by 1.21 for display.
  const leasing = leasingTable(terms);
  return {
    kind: 'financing',
    exchangeRate,
    analiza_dosar: terms.fileFeeEur,
    analiza_dosar_LFEURO: terms.fileFeeLfEur,
    interestRate: INTEREST_RATE_RON,
    interestRate_LFEURO: INTEREST_RATE_EUR,
    credit: creditTable(terms),
    leasing_fizica: leasing,
    leasing_juridica: structuredClone(leasing),
  };
}

/** The card's figure for a financed car: credit, individual, RON, default months and down payment. */
export function defaultFinancingPrice(info: FinancingPaymentInfo): { EUR: number; RON: number } {
  const cell = info.credit[String(DEFAULT_OFFER.downPayment)]?.monthlyPayment[String(DEFAULT_OFFER.months)];
  if (!cell) throw new Error('default financing cell missing');
  return { EUR: cell.EUR, RON: cell.RON };
}

const KM_SURCHARGE: Record<SubscriptionKm, number> = {
  1000: 1,
  1500: 1.07,
  2000: 1.14,
  3000: 1.29,
};
const TERM_SURCHARGE: Record<SubscriptionMonths, number> = { 3: 1.22, 6: 1.1, 12: 1 };

/** Prices end in 9, like every price list a customer has seen. */
const marketing = (value: number) => Math.max(9, Math.round(value / 10) * 10 - 1);

/**
 * Subscription prices for a new car listed at `price` EUR: depreciation, financing, insurance and
 * service spread over the term, plus a margin; shorter terms and more kilometres cost more.
 */
export function subscriptionPaymentInfo(price: number, exchangeRate: number): SubscriptionPaymentInfo {
  const base = price * 0.0168 + 95;
  const row = (km: SubscriptionKm) => ({
    price_months_3: marketing(base * KM_SURCHARGE[km] * TERM_SURCHARGE[3]),
    price_months_6: marketing(base * KM_SURCHARGE[km] * TERM_SURCHARGE[6]),
    price_months_12: marketing(base * KM_SURCHARGE[km] * TERM_SURCHARGE[12]),
  });
  const table = { '1000': row(1000), '1500': row(1500), '2000': row(2000), '3000': row(3000) };
  return {
    kind: 'subscription',
    exchangeRate,
    periods: [
      { period: 3, price: table['1000'].price_months_3 },
      { period: 6, price: table['1000'].price_months_6 },
      { period: 12, price: table['1000'].price_months_12 },
    ],
    price_table: table,
  };
}

/** The cheapest cell of the subscription price table. */
export function lowestSubscriptionPrice(info: SubscriptionPaymentInfo): number {
  return Math.min(
    ...Object.values(info.price_table).flatMap((r) => [
      r.price_months_3,
      r.price_months_6,
      r.price_months_12,
    ]),
  );
}

/**
 * The list's monthly rate (issue 37) against the panels' own figures: the lowest of the default
 * terms a person can reach, in lei; null when the tables price none of them.
 */
import type { FinancingPaymentInfo } from '../cms-schemas.ts';
import { computeFinancingOffer } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS } from './financing-params.ts';
import { defaultLoanTerms, defaultMonthlyRate, monthlyRatesOf } from './list-rate.ts';
import { financingPaymentInfo, subscriptionPaymentInfo } from './payment-info-builder.ts';
import { shownAmount } from './vat.ts';

const monthlyOf = (info: FinancingPaymentInfo, terms: typeof DEFAULT_FINANCING_PARAMS) => {
  const result = computeFinancingOffer(info, terms);
  if (!result.ok) throw new Error('unpriced');
  return result.offer.monthly;
};

describe('defaultLoanTerms', () => {
  it('an individual: the panel’s opening credit, and leasing at its defaults, in lei', () => {
    expect(defaultLoanTerms(1)).toEqual([
      DEFAULT_FINANCING_PARAMS,
      { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', upFront: 50 },
    ]);
  });
  it('a company: leasing only (credit is for individuals), in lei', () => {
    expect(defaultLoanTerms(2)).toEqual([
      { ...DEFAULT_FINANCING_PARAMS, type: 'leasing', upFront: 50, person: 2 },
    ]);
  });
});

describe.each([12_000, 18_500, 41_900, 95_000])('a financed car selling at %i EUR', (price) => {
  const info = financingPaymentInfo(price, 4.97);
  it('an individual’s rate is the lower of the credit and the leasing panel figures', () => {
    const [credit, leasing] = defaultLoanTerms(1).map((terms) => monthlyOf(info, terms));
    expect(defaultMonthlyRate(info, 1)).toBe(Math.min(credit ?? Number.NaN, leasing ?? Number.NaN));
  });
  it('a company’s rate is the leasing panel figure without VAT (CASCO whole)', () => {
    const [leasing] = defaultLoanTerms(2).map((terms) => monthlyOf(info, terms));
    expect(defaultMonthlyRate(info, 2)).toBe(leasing);
    expect(defaultMonthlyRate(info, 2)).toBeLessThan(defaultMonthlyRate(info, 1) ?? 0);
  });
});

describe.each([
  [9_000, 5],
  [24_000, 4.9775],
])('a subscription car of %i EUR at %f lei', (price, rate) => {
  const info = subscriptionPaymentInfo(price, rate);
  const twelveMonths = info.price_table['1000'].price_months_12;
  it('is the panel’s 12-month, 1 000 km price in lei, with VAT for an individual', () => {
    expect(defaultMonthlyRate(info, 1)).toBe(Math.round(twelveMonths * rate * 100) / 100);
  });
  it('without VAT for a company', () => {
    expect(defaultMonthlyRate(info, 2)).toBe(Math.round(shownAmount(twelveMonths, 2) * rate * 100) / 100);
  });
});

describe('tables that price no default term', () => {
  const info = financingPaymentInfo(18_500, 4.97);
  const noCredit = { ...info, credit: {} };
  const nothing = { ...info, credit: {}, leasing_fizica: {}, leasing_juridica: {} };
  it.each([
    [
      'without the credit table: leasing for an individual',
      noCredit,
      monthlyOf(info, defaultLoanTerms(1)[1] ?? DEFAULT_FINANCING_PARAMS),
    ],
    ['without any table: none', nothing, null],
  ])('%s', (_name, tables, expected) => {
    expect(defaultMonthlyRate(tables, 1)).toBe(expected);
  });
  it('monthlyRatesOf gives both persons', () => {
    expect(monthlyRatesOf(nothing)).toEqual({ individual: null, company: null });
    expect(monthlyRatesOf(info)).toEqual({
      individual: defaultMonthlyRate(info, 1),
      company: defaultMonthlyRate(info, 2),
    });
  });
});

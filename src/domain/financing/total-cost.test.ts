import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { DEFAULT_FIGURES } from '../business-figures.ts';
import type { MonthlyFigures, SubscriptionPaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import { subscriptionPaymentInfo } from './payment-info-builder.ts';
import {
  comparesProducts,
  loanParams,
  type OfferedColumn,
  offeredProducts,
  type TotalCostCar,
  type TotalCostColumn,
  type TotalCostTerms,
  totalCost,
  valueAtEnd,
} from './total-cost.ts';

const figures = { ...DEFAULT_FIGURES, eurRonRate: 5 };
const financed: TotalCostCar = { payment_info: financingInfo, initial_price: 20_000, reduced_price: null };

const offered = (columns: readonly TotalCostColumn[], product: string): OfferedColumn => {
  const column = columns.find((candidate) => candidate.product === product);
  if (!column?.offered) throw new Error(`${product} is not offered`);
  return column;
};
/** The test's own addition of a column's lines, to the cent. */
const added = (column: OfferedColumn) =>
  column.lines.reduce((total, line) => Math.round(total * 100 + line.amount * 100) / 100, 0);

// The fixture has credit and leasing cells for 60 months only, a period the comparison does not
// offer: its 60-month cells are copied to 48 months here.
const sixtyMonths = structuredClone(financingInfo);
const copyCell = (byMonths: Record<string, MonthlyFigures>) => {
  const cell = byMonths['60'];
  if (cell) byMonths['48'] = cell;
};
for (const entry of Object.values(sixtyMonths.credit)) copyCell(entry.monthlyPayment);
for (const entry of Object.values(sixtyMonths.leasing_fizica)) {
  for (const residual of Object.values(entry.residualRate)) copyCell(residual.monthlyPayment);
}
const withFortyEight: TotalCostCar = { ...financed, payment_info: sixtyMonths };

describe.each<[string, TotalCostTerms, Record<string, number>]>([
  // credit 48: 11000·5 down + 48 × (952,50 − 200) + 48 × 200 + 3025 file fee + RCA 4 × 1500 + taxes 4 × 500
  [
    'credit',
    { months: 48, yearlyKm: 15_000 },
    { downPayment: 55_000, instalments: 36_120, casco: 9_600, fileFee: 3_025, rca: 6_000, taxes: 2_000 },
  ],
  // leasing 48: 50000 down + 48 × (605 − 200) + 48 × 200 + 3025 + 20000 residual + RCA + taxes
  [
    'leasing',
    { months: 48, yearlyKm: 15_000 },
    {
      downPayment: 50_000,
      instalments: 19_440,
      casco: 9_600,
      fileFee: 3_025,
      residual: 20_000,
      rca: 6_000,
      taxes: 2_000,
    },
  ],
])('%s over the fixture tables', (product, terms, lines) => {
  const column = offered(totalCost(withFortyEight, terms, figures), product);

  it('has each line as the offer states it', () => {
    expect(Object.fromEntries(column.lines.map((line) => [line.key, line.amount]))).toEqual(lines);
  });

  it('totals the lines, and owns the estimated value at the end', () => {
    expect(column.totalPaid).toBe(added(column));
    expect(column.totalPaid).toBe(Object.values(lines).reduce((a, b) => a + b, 0));
    expect(column.valueAtEnd).toBe(valueAtEnd(withFortyEight, terms, figures));
    expect(column.netCost).toBe(roundMoney(column.totalPaid - column.valueAtEnd));
  });
});

describe('periods and products the car is not offered with', () => {
  it.each([12, 24, 36] as const)('a loan without a %i-month cell says so rather than a figure', (months) => {
    const columns = totalCost(financed, { months, yearlyKm: 10_000 }, figures);
    expect(
      columns.map((column) => [column.product, column.offered, !column.offered && column.reason]),
    ).toEqual([
      ['carSubscription', false, 'product'],
      ['credit', false, 'period'],
      ['leasing', false, 'period'],
    ]);
  });

  it('a financed car offers credit and leasing, so the comparison is shown; a subscription car only one', () => {
    const subscription = subscriptionPaymentInfo(30_000, 5);
    expect(offeredProducts(financingInfo)).toEqual(['credit', 'leasing']);
    expect(comparesProducts(financingInfo)).toBe(true);
    expect(offeredProducts(subscription)).toEqual(['carSubscription']);
    expect(comparesProducts(subscription)).toBe(false);
    expect(comparesProducts({ ...financingInfo, leasing_fizica: {} })).toBe(false);
  });

  it('takes the panel default terms: credit 55 % down, leasing 50 % down and 20 % residual', () => {
    expect(loanParams('credit', 24)).toMatchObject({
      type: 'credit',
      upFront: 55,
      currency: 1,
      person: 1,
      months: 24,
    });
    expect(loanParams('leasing', 36)).toMatchObject({
      type: 'leasing',
      upFront: 50,
      residual: 20,
      months: 36,
    });
  });
});

describe('subscription', () => {
  const info: SubscriptionPaymentInfo = subscriptionPaymentInfo(30_000, 5);
  const car: TotalCostCar = { payment_info: info, initial_price: 30_000, reduced_price: null };
  const monthly = (range: '1000' | '1500' | '2000' | '3000') => info.price_table[range].price_months_12;

  it.each([24, 36, 48] as const)('is not offered for %i months (terms of 3, 6 or 12)', (months) => {
    const column = totalCost(car, { months, yearlyKm: 10_000 }, figures)[0];
    expect(column).toEqual({ product: 'carSubscription', offered: false, reason: 'period' });
  });

  describe.each<[number, '1000' | '1500' | '2000' | '3000', number]>([
    // 10.000 km fit the 1.000 km/month package (12.000 km a year): no extra km
    [10_000, '1000', 0],
    // 3.000 km over the smallest package cost 450 EUR a year: less than the 7 % dearer 1.500 km one
    [15_000, '1000', 3_000],
    // 40.000 km exceed the largest package (36.000 km a year) by 4.000 km
    [40_000, '3000', 4_000],
  ])('12 months at %i km a year', (yearlyKm, range, extraKm) => {
    const column = offered(
      totalCost(car, { months: 12, yearlyKm: yearlyKm as 10_000 }, figures),
      'carSubscription',
    );

    it('takes the cheapest package and adds the extra km at the settings price', () => {
      expect(column.kmPackage).toBe(Number(range));
      expect(column.extraKm).toBe(extraKm);
      const line = (key: string) => column.lines.find((candidate) => candidate.key === key);
      expect(line('monthlyFees')).toEqual({
        key: 'monthlyFees',
        count: 12,
        each: roundMoney(monthly(range) * 5),
        amount: roundMoney(12 * roundMoney(monthly(range) * 5)),
      });
      expect(line('extraKm')?.amount).toBe(roundMoney(extraKm * figures.extraKmEur * 5));
      // The guarantee is paid and returned: 800 EUR at 5 lei.
      expect(line('guaranteePaid')?.amount).toBe(4_000);
      expect(line('guaranteeReturned')?.amount).toBe(-4_000);
    });

    it('totals the lines and owns nothing at the end', () => {
      expect(column.totalPaid).toBe(added(column));
      expect(column.valueAtEnd).toBe(0);
      expect(column.netCost).toBe(column.totalPaid);
    });
  });

  it('a package that costs more a month can still be cheaper than paying extra km', () => {
    const expensiveKm = { ...figures, extraKmEur: 10 };
    const column = offered(totalCost(car, { months: 12, yearlyKm: 20_000 }, expensiveKm), 'carSubscription');
    expect(column.kmPackage).toBe(2000);
    expect(column.extraKm).toBe(0);
  });
});

describe('the value at the end', () => {
  it.each<[string, TotalCostTerms, number]>([
    // 20.000 × 0,85² = 14.450 EUR − 30 × 25 EUR (30.000 km) = 13.700 EUR × 5
    ['two years, 15.000 km a year', { months: 24, yearlyKm: 15_000 }, 68_500],
    // 20.000 × 0,85 = 17.000 − 10 × 25 = 16.750 EUR × 5
    ['one year, 10.000 km', { months: 12, yearlyKm: 10_000 }, 83_750],
  ])('%s', (_name, terms, lei) => {
    expect(valueAtEnd(financed, terms, figures)).toBe(lei);
  });

  it('uses the reduced price when there is one, and never falls below zero', () => {
    expect(
      valueAtEnd({ ...financed, reduced_price: 10_000 }, { months: 12, yearlyKm: 10_000 }, figures),
    ).toBe(41_250);
    expect(valueAtEnd({ ...financed, initial_price: 1_000 }, { months: 48, yearlyKm: 40_000 }, figures)).toBe(
      0,
    );
  });
});

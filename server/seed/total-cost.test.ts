/**
 * Issue 37, "Cat ma costa in total" over the seeded fleet: for several seeded cars of each kind,
 * at every period and mileage, each column's total is re-added here from its lines, and the
 * lines are the panel's own figures (computeFinancingOffer's totalPayable, the subscription price
 * table), never a second formula.
 */
import { DEFAULT_FIGURES } from '../../src/domain/business-figures.ts';
import type { CarDetail } from '../../src/domain/cms-schemas.ts';
import { computeFinancingOffer } from '../../src/domain/financing/financing-offer.ts';
import { EUR_RON } from '../../src/domain/financing/offer-figures.ts';
import { subscriptionMonthlyPrice } from '../../src/domain/financing/subscription-offer.ts';
import {
  loanParams,
  type OfferedColumn,
  TOTAL_COST_MONTHS,
  TOTAL_COST_YEARLY_KM,
  type TotalCostCar,
  totalCost,
} from '../../src/domain/financing/total-cost.ts';
import { roundMoney } from '../../src/domain/money.ts';
import { offerFor } from './car-offer.ts';
import { generateCar, sellingPrice } from './cars.ts';
import { createRandom, hashSeed } from './random.ts';

const figures = { ...DEFAULT_FIGURES, eurRonRate: EUR_RON };
const TODAY = '2026-11-28';

/** The first seeded cars of each category, as the seed draws and prices them. */
function seededCars(perCategory: number): { sku: string; category: number; car: TotalCostCar }[] {
  const found: { sku: string; category: number; car: TotalCostCar }[] = [];
  for (let index = 0; index < 200; index++) {
    const seed = generateCar(createRandom(hashSeed(`car-${index}`)), index, TODAY);
    if (found.filter((car) => car.category === seed.categoryId).length >= perCategory) continue;
    const offer = offerFor(seed.categoryId, sellingPrice(seed), EUR_RON);
    found.push({
      sku: seed.sku,
      category: seed.categoryId,
      car: {
        payment_info: offer.paymentInfo as CarDetail['payment_info'],
        initial_price: seed.initialPrice,
        reduced_price: seed.reducedPrice,
      },
    });
  }
  return found;
}

const CARS = seededCars(3);
const TERMS = TOTAL_COST_MONTHS.flatMap((months) =>
  TOTAL_COST_YEARLY_KM.map((yearlyKm) => ({ months, yearlyKm })),
);

/** Cents, so the test's addition is exact. */
const added = (column: OfferedColumn) =>
  column.lines.reduce((cents, line) => cents + Math.round(line.amount * 100), 0) / 100;
const amountOf = (column: OfferedColumn, key: string) =>
  column.lines.find((line) => line.key === key)?.amount ?? 0;

it('the seed gives cars of each category', () => {
  expect(new Set(CARS.map((car) => car.category))).toEqual(new Set([1, 2, 3]));
});

describe.each(CARS)('seeded car $sku (category $category)', ({ car, category }) => {
  it.each(TERMS)('$months months, $yearlyKm km a year: each total is its lines re-added', (terms) => {
    const columns = totalCost(car, terms, figures);
    for (const column of columns) {
      if (!column.offered) continue;
      expect(column.totalPaid, column.product).toBe(added(column));
      expect(column.netCost, column.product).toBe(roundMoney(column.totalPaid - column.valueAtEnd));
    }
  });

  it.each(TERMS)('$months months, $yearlyKm km: the lines are the panel figures', (terms) => {
    const columns = totalCost(car, terms, figures);
    const info = car.payment_info;
    if (info.kind === 'subscription') {
      const [subscription, credit, leasing] = columns;
      expect([credit?.offered, leasing?.offered]).toEqual([false, false]);
      if (terms.months !== 12) {
        expect(subscription).toEqual({ product: 'carSubscription', offered: false, reason: 'period' });
        return;
      }
      if (!subscription?.offered || subscription.kmPackage === null) throw new Error('12 months are offered');
      const monthly = subscriptionMonthlyPrice(info, {
        person: 1,
        months: 12,
        range: subscription.kmPackage,
      });
      if (!monthly.ok) throw new Error('the package is in the table');
      expect(amountOf(subscription, 'monthlyFees')).toBe(
        roundMoney(12 * roundMoney(monthly.monthly * EUR_RON)),
      );
      return;
    }
    expect(category).not.toBe(1);
    expect(columns[0]).toEqual({ product: 'carSubscription', offered: false, reason: 'product' });
    for (const product of ['credit', 'leasing'] as const) {
      const column = columns.find((candidate) => candidate.product === product);
      const offer = computeFinancingOffer(info, loanParams(product, terms.months));
      if (!offer.ok || !column?.offered) throw new Error(`${product} at ${terms.months} months is seeded`);
      // Down payment, instalments with CASCO, file fee and residual: the panel's "total de plata".
      const payable = ['downPayment', 'instalments', 'casco', 'fileFee', 'residual'].reduce(
        (cents, key) => cents + Math.round(amountOf(column, key) * 100),
        0,
      );
      expect(payable / 100).toBe(offer.offer.totalPayable);
      expect(amountOf(column, 'rca')).toBe(roundMoney((figures.rcaEstimateRonYear * terms.months) / 12));
      expect(amountOf(column, 'taxes')).toBe(roundMoney((figures.carTaxEstimateRonYear * terms.months) / 12));
    }
  });
});

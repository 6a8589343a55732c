/**
 * "Cat ma costa in total" (issue 37): for one car, a period and a yearly mileage, what a shopper
 * pays in all by subscription, by credit and by leasing, line by line, in lei, as an individual
 * (amounts with VAT). Every figure of an offer comes from the car's own tables through the panels'
 * functions (subscriptionMonthlyPrice, computeFinancingOffer with the panel's default terms), so
 * the comparison never states a rate the panel above it would not. What the tables do not hold
 * (RCA, the car tax, the car's value at the end, the EUR/RON rate, the extra-km price) are business
 * figures from the settings, each stated in a sentence beside its figure (total-cost-text.ts).
 * A product the car is not offered with, or not for that period, is reported as such: no figure
 * is made up for it.
 */
import type { BusinessFigures } from '../business-figures.ts';
import type { CarDetail, FinancingPaymentInfo, SubscriptionPaymentInfo } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';
import { SUBSCRIPTION_KM, type SubscriptionKm } from '../order/order-terms.ts';
import { computeFinancingOffer, instalmentWithoutCasco } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams, withMonths, withType } from './financing-params.ts';
import { subscriptionMonthlyPrice } from './subscription-offer.ts';

/** The periods the comparison offers, months. */
export const TOTAL_COST_MONTHS = [12, 24, 36, 48] as const;
export type TotalCostMonths = (typeof TOTAL_COST_MONTHS)[number];
/** The yearly mileages it offers, km. */
export const TOTAL_COST_YEARLY_KM = [10_000, 15_000, 20_000, 30_000, 40_000] as const;
export type TotalCostYearlyKm = (typeof TOTAL_COST_YEARLY_KM)[number];
/** What the car page renders before the shopper chooses. */
export const DEFAULT_TOTAL_COST_TERMS = { months: 36, yearlyKm: 15_000 } as const satisfies TotalCostTerms;

export interface TotalCostTerms {
  readonly months: TotalCostMonths;
  readonly yearlyKm: TotalCostYearlyKm;
}

export const PRODUCTS = ['carSubscription', 'credit', 'leasing'] as const;
export type Product = (typeof PRODUCTS)[number];

export type LineKey =
  | 'monthlyFees'
  | 'extraKm'
  | 'guaranteePaid'
  | 'guaranteeReturned'
  | 'downPayment'
  | 'instalments'
  | 'casco'
  | 'fileFee'
  | 'residual'
  | 'rca'
  | 'taxes';
/** The order lines are shown in, whatever the product. */
export const LINE_ORDER: readonly LineKey[] = [
  'monthlyFees',
  'extraKm',
  'guaranteePaid',
  'guaranteeReturned',
  'downPayment',
  'instalments',
  'casco',
  'fileFee',
  'residual',
  'rca',
  'taxes',
];

/** One amount the shopper pays (negative: one they get back), lei, to the cent. */
export interface CostLine {
  readonly key: LineKey;
  readonly amount: number;
  /** How many equal payments make it (12 monthly fees), and one of them; null for a single sum. */
  readonly count: number | null;
  readonly each: number | null;
}

export interface OfferedColumn {
  readonly product: Product;
  readonly offered: true;
  readonly lines: readonly CostLine[];
  /** The sum of the lines. */
  readonly totalPaid: number;
  /** What the shopper owns at the end (0 for a subscription: the car goes back). */
  readonly valueAtEnd: number;
  readonly netCost: number;
  /** The subscription's monthly km package chosen; the loans' down payment and residual, percent. */
  readonly kmPackage: SubscriptionKm | null;
  readonly extraKm: number;
  readonly downPaymentPct: number | null;
  readonly residualPct: number | null;
}

export interface MissingColumn {
  readonly product: Product;
  readonly offered: false;
  /** 'product': the car is not offered with it; 'period': not for this number of months. */
  readonly reason: 'product' | 'period';
}

export type TotalCostColumn = OfferedColumn | MissingColumn;

/** The figures of the settings the comparison uses. */
export type TotalCostFigures = Pick<
  BusinessFigures,
  | 'eurRonRate'
  | 'guaranteeEur'
  | 'extraKmEur'
  | 'rcaEstimateRonYear'
  | 'carTaxEstimateRonYear'
  | 'depreciationPctYear'
  | 'valueLossEurPer1000Km'
>;

export type TotalCostCar = Pick<CarDetail, 'payment_info' | 'initial_price' | 'reduced_price'>;

/** The products the car's tables offer: a subscription table, or credit and/or leasing tables. */
export function offeredProducts(info: CarDetail['payment_info']): Product[] {
  if (info.kind === 'subscription') return ['carSubscription'];
  const products: Product[] = [];
  if (Object.keys(info.credit).length > 0) products.push('credit');
  if (Object.keys(info.leasing_fizica).length > 0) products.push('leasing');
  return products;
}

/** The block is for cars a shopper can have in more than one way. */
export const comparesProducts = (info: CarDetail['payment_info']): boolean =>
  offeredProducts(info).length > 1;

const sum = (lines: readonly CostLine[]) => roundMoney(lines.reduce((total, line) => total + line.amount, 0));
const single = (key: LineKey, amount: number): CostLine => ({
  key,
  amount: roundMoney(amount),
  count: null,
  each: null,
});
const repeated = (key: LineKey, count: number, each: number): CostLine => ({
  key,
  amount: roundMoney(count * each),
  count,
  each,
});
const eurToRon = (eur: number, figures: TotalCostFigures) => roundMoney(eur * figures.eurRonRate);

/**
 * The car's estimated value after `months` and the km driven, lei: the selling price loses the
 * yearly percent, compounded, and a sum per 1.000 km; never below zero.
 */
export function valueAtEnd(car: TotalCostCar, terms: TotalCostTerms, figures: TotalCostFigures): number {
  const price = car.reduced_price ?? car.initial_price;
  const aged = price * (1 - figures.depreciationPctYear / 100) ** (terms.months / 12);
  const driven = (terms.yearlyKm * terms.months) / 12;
  const eur = Math.max(0, aged - (driven / 1000) * figures.valueLossEurPer1000Km);
  return eurToRon(eur, figures);
}

function subscriptionColumn(
  info: SubscriptionPaymentInfo,
  terms: TotalCostTerms,
  figures: TotalCostFigures,
): TotalCostColumn {
  const driven = (terms.yearlyKm * terms.months) / 12;
  // The shopper takes the package that costs least in all, extra km included.
  const options = SUBSCRIPTION_KM.flatMap((range) => {
    const price = subscriptionMonthlyPrice(info, { person: 1, months: terms.months, range });
    if (!price.ok) return [];
    const extraKm = Math.max(0, driven - range * terms.months);
    const fees = repeated('monthlyFees', terms.months, eurToRon(price.monthly, figures));
    const extra = single('extraKm', eurToRon(extraKm * figures.extraKmEur, figures));
    return [{ range, extraKm, fees, extra, cost: fees.amount + extra.amount }];
  });
  const best = options.reduce<(typeof options)[number] | null>(
    (cheapest, option) => (cheapest === null || option.cost < cheapest.cost ? option : cheapest),
    null,
  );
  if (best === null) return { product: 'carSubscription', offered: false, reason: 'period' };
  const guarantee = eurToRon(figures.guaranteeEur, figures);
  const lines = [
    best.fees,
    best.extra,
    single('guaranteePaid', guarantee),
    single('guaranteeReturned', -guarantee),
  ];
  const totalPaid = sum(lines);
  return {
    product: 'carSubscription',
    offered: true,
    lines,
    totalPaid,
    valueAtEnd: 0,
    netCost: totalPaid,
    kmPackage: best.range,
    extraKm: best.extraKm,
    downPaymentPct: null,
    residualPct: null,
  };
}

/** The loan's terms: the panel's defaults for the product (withType), at the chosen period. */
export function loanParams(product: 'credit' | 'leasing', months: number): FinancingParams {
  return withMonths(withType(DEFAULT_FINANCING_PARAMS, product), months);
}

function loanColumn(
  car: TotalCostCar,
  info: FinancingPaymentInfo,
  product: 'credit' | 'leasing',
  terms: TotalCostTerms,
  figures: TotalCostFigures,
): TotalCostColumn {
  const params = loanParams(product, terms.months);
  const result = computeFinancingOffer(info, params);
  if (!result.ok || params.months !== terms.months) return { product, offered: false, reason: 'period' };
  const { offer } = result;
  const years = terms.months / 12;
  const lines = [
    single('downPayment', offer.downPayment),
    repeated('instalments', terms.months, instalmentWithoutCasco(offer)),
    repeated('casco', terms.months, offer.casco),
    single('fileFee', offer.analizaDosar),
    ...(offer.residualValue === null ? [] : [single('residual', offer.residualValue)]),
    single('rca', figures.rcaEstimateRonYear * years),
    single('taxes', figures.carTaxEstimateRonYear * years),
  ];
  const totalPaid = sum(lines);
  const owned = valueAtEnd(car, terms, figures);
  return {
    product,
    offered: true,
    lines,
    totalPaid,
    valueAtEnd: owned,
    netCost: roundMoney(totalPaid - owned),
    kmPackage: null,
    extraKm: 0,
    downPaymentPct: params.upFront,
    residualPct: product === 'leasing' ? params.residual : null,
  };
}

/** The three columns, in PRODUCTS order, for the car at the terms. */
export function totalCost(
  car: TotalCostCar,
  terms: TotalCostTerms,
  figures: TotalCostFigures,
): readonly TotalCostColumn[] {
  const info = car.payment_info;
  const offered = offeredProducts(info);
  return PRODUCTS.map((product): TotalCostColumn => {
    if (!offered.includes(product)) return { product, offered: false, reason: 'product' };
    if (info.kind === 'subscription') return subscriptionColumn(info, terms, figures);
    return loanColumn(car, info, product as 'credit' | 'leasing', terms, figures);
  });
}

export const isTotalCostMonths = (value: number): value is TotalCostMonths =>
  (TOTAL_COST_MONTHS as readonly number[]).includes(value);
export const isTotalCostYearlyKm = (value: number): value is TotalCostYearlyKm =>
  (TOTAL_COST_YEARLY_KM as readonly number[]).includes(value);

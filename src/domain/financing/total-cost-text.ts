/**
 * The words of "Cat ma costa in total": each line's Romanian label, the assumption sentence shown
 * beside it, and the one-sentence result a screen reader hears after a change. The figures in the
 * sentences are the settings' (their texts from figureTexts, filled the way fillFigures fills
 * them) and the comparison's own (total-cost.ts). Only types come from business-figures.ts: the
 * island receives the texts made on the server, so the car page's shared chunks stay as they were.
 */

import { roTotalCost as m } from '../../i18n/ro/total-cost.ts';
import { fill } from '../../i18n/ro.ts';
import type { FigureTexts } from '../business-figures.ts';
import { countOf, formatAmount, formatNumber, monthsCount } from '../format.ts';
import {
  LINE_ORDER,
  type LineKey,
  type OfferedColumn,
  type Product,
  type TotalCostCar,
  type TotalCostColumn,
  type TotalCostFigures,
  type TotalCostTerms,
} from './total-cost.ts';

/** The settings' figures as the sentences name them ('{rca_estimate}'), and their numbers. */
export interface NoteFigures {
  readonly figures: TotalCostFigures;
  readonly texts: FigureTexts;
}

/** '12.345,60 lei' */
export const leiText = (amount: number): string => fill(m.amount, { amount: formatAmount(amount) });
/** '15.000 de km' */
export const kmText = (km: number): string => countOf(km, m.kmCount);
export const lineLabel = (key: LineKey): string => m.lines[key];
export const productLabel = (product: Product): string => m.products[product];

/** What a cell of a line shows: the amount, with "36 × 1.234,00 lei" for repeated payments. */
export function cellText(column: TotalCostColumn, key: LineKey): { amount: string; detail: string | null } {
  if (!column.offered) return { amount: m.notApplicable, detail: null };
  const line = column.lines.find((candidate) => candidate.key === key);
  if (!line) return { amount: m.notApplicable, detail: null };
  const detail =
    line.count === null || line.each === null
      ? null
      : fill(m.times, { count: line.count, amount: leiText(line.each) });
  return { amount: leiText(line.amount), detail };
}

/** Why a column has no figures. */
export function missingText(column: TotalCostColumn, terms: TotalCostTerms): string | null {
  if (column.offered) return null;
  return column.reason === 'product'
    ? m.notOfferedCar
    : fill(m.notOffered, { months: monthsCount(terms.months) });
}

/** The lines any offered column has, in LINE_ORDER: the table's rows. */
export function rowsOf(columns: readonly TotalCostColumn[]): LineKey[] {
  const present = new Set(
    columns.flatMap((column) => (column.offered ? column.lines.map((line) => line.key) : [])),
  );
  return LINE_ORDER.filter((key) => present.has(key));
}

const offeredOf = (columns: readonly TotalCostColumn[], product: Product): OfferedColumn | null => {
  const column = columns.find((candidate) => candidate.product === product);
  return column?.offered ? column : null;
};

function loanTermsNote(columns: readonly TotalCostColumn[]): string | null {
  const notes = (['credit', 'leasing'] as const).flatMap((product) => {
    const column = offeredOf(columns, product);
    if (!column || column.downPaymentPct === null) return [];
    const residual =
      column.residualPct === null ? '' : fill(m.notes.residualTerms, { residual: column.residualPct });
    return [
      fill(m.notes.loanTerms, {
        product: productLabel(product),
        downPayment: column.downPaymentPct,
        residual,
      }),
    ];
  });
  return notes.length > 0 ? [m.notes.loanTermsLead, ...notes].join(' ') : null;
}

/** The assumption stated beside a line; null when the line is the car's offer as it is. */
export function lineNote(
  key: LineKey,
  columns: readonly TotalCostColumn[],
  { figures, texts }: NoteFigures,
): string | null {
  const fillFigures = (template: string) => fill(template, texts);
  const subscription = offeredOf(columns, 'carSubscription');
  switch (key) {
    case 'monthlyFees':
      return subscription
        ? fillFigures(
            fill(m.notes.monthlyFees, {
              package: kmText(subscription.kmPackage ?? 0),
              rate: formatNumber(figures.eurRonRate, 4),
            }),
          )
        : null;
    case 'extraKm':
      return subscription ? fillFigures(fill(m.notes.extraKm, { km: kmText(subscription.extraKm) })) : null;
    case 'guaranteeReturned':
      return fillFigures(m.notes.guaranteeReturned);
    case 'downPayment':
      return loanTermsNote(columns);
    case 'rca':
      return fillFigures(m.notes.rca);
    case 'taxes':
      return fillFigures(m.notes.taxes);
    default:
      return null;
  }
}

/** The sentence beside "the value at the end". */
export function valueAtEndNote(
  car: TotalCostCar,
  terms: TotalCostTerms,
  { figures, texts }: NoteFigures,
): string {
  const price = car.reduced_price ?? car.initial_price;
  const text = fill(m.notes.valueAtEnd, {
    price: `${formatNumber(price, 2)} EUR`,
    km: kmText((terms.yearlyKm * terms.months) / 12),
    rate: formatNumber(figures.eurRonRate, 4),
  });
  return fill(text, texts);
}

/** The result in one sentence, for the live region: the lowest net cost first. */
export function summaryText(columns: readonly TotalCostColumn[], terms: TotalCostTerms): string {
  const offered = columns.filter((column): column is OfferedColumn => column.offered);
  const values = { months: monthsCount(terms.months), km: kmText(terms.yearlyKm) };
  const cheapest = offered.reduce<OfferedColumn | null>(
    (best, column) => (best === null || column.netCost < best.netCost ? column : best),
    null,
  );
  if (cheapest === null) return fill(m.summaryNone, values);
  const others = offered
    .filter((column) => column !== cheapest)
    .map((column) =>
      fill(m.summaryItem, { product: productLabel(column.product), amount: leiText(column.netCost) }),
    );
  const lead = fill(m.cheapest, {
    ...values,
    product: productLabel(cheapest.product),
    amount: leiText(cheapest.netCost),
  });
  return [lead, ...others].join(' ');
}

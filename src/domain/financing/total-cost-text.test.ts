import { financingInfo } from '../../features/financing/payment-info.fixture.ts';
import { roTotalCost as m } from '../../i18n/ro/total-cost.ts';
import { DEFAULT_FIGURES, figureTexts } from '../business-figures.ts';
import { financingPaymentInfo, subscriptionPaymentInfo } from './payment-info-builder.ts';
import { type TotalCostCar, type TotalCostColumn, totalCost } from './total-cost.ts';
import {
  cellText,
  kmText,
  leiText,
  lineNote,
  missingText,
  rowsOf,
  summaryText,
  valueAtEndNote,
} from './total-cost-text.ts';

const figures = {
  ...DEFAULT_FIGURES,
  eurRonRate: 4.9775,
  rcaEstimateRonYear: 1_800,
  carTaxEstimateRonYear: 650,
};
const notes = { figures, texts: figureTexts(figures) };
const financed: TotalCostCar = {
  payment_info: financingPaymentInfo(20_000, 5),
  initial_price: 20_000,
  reduced_price: null,
};
const subscription: TotalCostCar = {
  payment_info: subscriptionPaymentInfo(30_000, 5),
  initial_price: 30_000,
  reduced_price: null,
};
const terms = { months: 36, yearlyKm: 15_000 } as const;
const loans = totalCost(financed, terms, figures);

describe('the assumption beside each figure names the settings in force', () => {
  it.each([
    ['rca', '1.800 lei pe an'],
    ['taxes', '650 lei pe an'],
    ['downPayment', 'Termenii impliciti ai ofertei, cu dobanda fixa in lei. Credit auto: avans de 55%.'],
    ['downPayment', 'Leasing financiar: avans de 50%, valoare reziduala de 20%.'],
  ] as const)('%s: %s', (key, text) => {
    expect(lineNote(key, loans, notes)).toContain(text);
  });

  it('the value at the end: the price, the yearly loss, the loss per 1.000 km, the km and the rate', () => {
    const note = valueAtEndNote(financed, terms, notes);
    for (const part of ['20.000 EUR', '15%', '25 EUR', '45.000 de km', '4,9775 lei pentru 1 EUR']) {
      expect(note).toContain(part);
    }
  });

  it('a subscription: the package, the rate, the extra-km price and the guarantee returned', () => {
    const columns = totalCost(subscription, { months: 12, yearlyKm: 40_000 }, figures);
    expect(lineNote('monthlyFees', columns, notes)).toContain('Pachetul de 3.000 de km pe luna');
    expect(lineNote('monthlyFees', columns, notes)).toContain('4,9775 lei pentru 1 EUR');
    expect(lineNote('extraKm', columns, notes)).toBe('4.000 de km peste pachet, la 0,15 EUR pe km.');
    expect(lineNote('guaranteeReturned', columns, notes)).toContain('800 EUR');
    // The offer's own figures need no assumption.
    expect(lineNote('instalments', loans, notes)).toBeNull();
  });
});

describe('cells and rows', () => {
  it('a repeated payment shows its count and amount; a line the product has not says so', () => {
    const credit = loans[1] as TotalCostColumn;
    expect(cellText(credit, 'instalments').detail).toMatch(/^36 × [\d.]+,\d\d lei$/);
    expect(cellText(credit, 'residual')).toEqual({ amount: m.notApplicable, detail: null });
    expect(rowsOf(loans)).toEqual([
      'downPayment',
      'instalments',
      'casco',
      'fileFee',
      'residual',
      'rca',
      'taxes',
    ]);
  });

  it.each<[string, TotalCostColumn, string | null]>([
    [
      'a product the car has not',
      { product: 'carSubscription', offered: false, reason: 'product' },
      m.notOfferedCar,
    ],
    [
      'a period it is not offered for',
      { product: 'leasing', offered: false, reason: 'period' },
      'Nu se ofera pe 36 de luni',
    ],
  ])('%s', (_name, column, text) => {
    expect(missingText(column, terms)).toBe(text);
  });
});

describe('the announced result', () => {
  it('names the lowest net cost first, then the others', () => {
    const offered = loans.filter((column) => column.offered);
    const [cheapest, other] = [...offered].sort((a, b) =>
      a.offered && b.offered ? a.netCost - b.netCost : 0,
    );
    if (!cheapest?.offered || !other?.offered) throw new Error('two offers');
    expect(summaryText(loans, terms)).toBe(
      `Pe 36 de luni, cu ${kmText(15_000)} pe an, costul net cel mai mic il are: ${m.products[cheapest.product]} (${leiText(cheapest.netCost)}). ${m.products[other.product]}: ${leiText(other.netCost)}.`,
    );
  });

  it('says when nothing is offered for the period', () => {
    const none = totalCost(
      { ...financed, payment_info: financingInfo },
      { months: 12, yearlyKm: 10_000 },
      figures,
    );
    expect(summaryText(none, { months: 12, yearlyKm: 10_000 })).toBe(
      'Pe 12 luni nu exista nicio oferta pentru aceasta masina.',
    );
  });
});

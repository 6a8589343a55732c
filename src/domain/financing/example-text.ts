/**
 * The representative example as people read it: one line naming the terms, then label/value rows.
 * The panel, the car page, the /finantare page and the SECCI all print these texts, so the same
 * number never reads two ways.
 */

import { fill, roDisclosure, roFinancing } from '../../i18n/ro.ts';
import { durationText, formatEur, formatNumber, formatRate, formatRon } from '../format.ts';
import type { Currency } from '../order/order-terms.ts';
import type { RepresentativeExample } from './representative-example.ts';

const text = roDisclosure;

/** Money as the financing panel prints it: two decimals, the chosen currency. */
export function exampleMoney(value: number, currency: Currency): string {
  return currency === 2 ? formatEur(value, { financing: true }) : formatRon(value, { financing: true });
}

/**
 * A share of the price (down payment, residual value): percentText(55) === '55%'. Yearly rates
 * (DAE, interest) go through formatRate, with two decimals.
 */
export function percentText(value: number): string {
  return fill(roFinancing.percent, { value: formatNumber(value, 2) });
}

/** 'Credit Auto, persoana fizica, RON, 60 de luni (5 ani), avans 55%' */
export function exampleIntro(example: RepresentativeExample): string {
  const intro = fill(text.exampleIntro, {
    type: example.type === 'credit' ? roFinancing.credit : roFinancing.leasing,
    currency: example.currency === 2 ? roFinancing.eur : roFinancing.ron,
    months: durationText(example.months),
    downPayment: example.downPaymentPercent,
  });
  return example.residualPercent === null
    ? intro
    : `${intro}${fill(text.exampleResidual, { residual: example.residualPercent })}`;
}

export type ExampleRow = readonly [label: string, value: string];

/** Every figure art. 8 asks for, in the order a reader checks them. */
export function exampleRows(example: RepresentativeExample): readonly ExampleRow[] {
  const money = (value: number) => exampleMoney(value, example.currency);
  return [
    [text.cashPrice, money(example.cashPrice)],
    [text.downPayment, money(example.downPayment)],
    [text.totalCreditAmount, money(example.totalCreditAmount)],
    ...(example.residualValue === null
      ? []
      : [[text.residualValue, money(example.residualValue)] satisfies ExampleRow]),
    [text.duration, durationText(example.months)],
    [
      example.rateType === 'fixed' ? text.borrowingRateFixed : text.borrowingRateVariable,
      formatRate(example.borrowingRate),
    ],
    [text.dae, formatRate(example.dae)],
    [text.daeWithCasco, formatRate(example.daeWithCasco)],
    [text.fileFee, money(example.fileFee)],
    [text.totalPayable, money(example.totalPayable)],
    [text.monthly, money(example.monthly)],
    [roFinancing.monthlyWithoutCasco, money(example.monthlyWithoutCasco)],
  ];
}

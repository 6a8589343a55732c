/**
 * The sentences of the affordability answer (issue 15.3), shared by the financing panel's check and
 * the refusal screen, so the same change reads the same in both places.
 */

import { fill, roAffordability } from '../../i18n/ro.ts';
import { monthlyInstalmentText } from '../financing/offer-text.ts';
import { formatNumber } from '../format.ts';
import type { Currency, CurrencyName } from '../order/order-terms.ts';
import type { ChangeKind } from './affordability.ts';

const r = roAffordability;

/** ratioText(0.4) === '40%'; ratioText(0.41234) === '41,2%' */
export function ratioText(ratio: number): string {
  return `${formatNumber(ratio * 100, 1)}%`;
}

export function capText(cap: number, currency: CurrencyName): string {
  return fill(currency === 'EUR' ? r.capEur : r.capRon, { cap: ratioText(cap) });
}

export interface ChangeFigures {
  readonly kind: ChangeKind;
  readonly months: number;
  readonly downpayment: number;
  readonly currency: Currency;
  /** In the changed offer's currency. */
  readonly monthly: number;
  readonly ratio: number;
}

/** 'Ar incapea cu o durata de 60 luni: rata 952,50 RON/luna, grad de indatorare 38,1%.' */
export function changeText(change: ChangeFigures): string {
  return fill(r.change[change.kind], {
    months: change.months,
    downpayment: change.downpayment,
    monthly: monthlyInstalmentText(change.monthly, change.currency),
    ratio: ratioText(change.ratio),
  });
}

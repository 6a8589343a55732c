/**
 * The order summary as rows of text (term, value, note), from `orderSummary`'s lines: what the
 * summary beside the steps shows and what the payment confirmation e-mail states, so the e-mail
 * can never word an order's terms differently from the page the shopper agreed on.
 */

import { fill, roCreditAds, roFinancing, roSummary } from '../../../i18n/ro.ts';
import {
  firstMonthText,
  monthlyInstalmentText,
  subscriptionMonthlyText,
} from '../../financing/offer-text.ts';
import { durationText, formatDate, formatEur, formatNumber, formatRon } from '../../format.ts';
import type { SummaryFee, SummaryLines } from './order-summary.ts';

const t = roSummary;

const money = (value: number) => formatEur(value, { financing: true });

function feeText(fee: SummaryFee): string {
  return fee.ron === null
    ? fill(t.feePaidInLei, { eur: money(fee.eur) })
    : fill(t.feeInLei, { ron: formatRon(fee.ron, { financing: true }), eur: money(fee.eur) });
}

/** The total due now (the card's charge): in lei once the order fixed the rate, else in EUR. */
export function dueNowAmount(lines: SummaryLines): string {
  const { ron, eur } = lines.dueNow;
  return ron === null ? money(eur) : formatRon(ron, { financing: true });
}

function monthlyText(lines: SummaryLines): string {
  const { monthly } = lines;
  if (monthly === null) return t.monthlyUnavailable;
  // The car page's own texts, so the figure reads the same here as on the panel.
  const amount =
    lines.product === 'carSubscription'
      ? subscriptionMonthlyText(monthly.amount)
      : monthlyInstalmentText(monthly.amount, monthly.currency);
  return `${amount}, ${monthly.vatIncluded ? t.withVat : t.withoutVat}`;
}

function deliveryText(lines: SummaryLines): string {
  const { delivery, person, freeDelivery } = lines;
  switch (delivery.kind) {
    case 'undecided':
      return freeDelivery === null ? t.deliveryUndecided : t.deliveryUndecidedFree;
    case 'pickup':
      return t.pickupFree;
    case 'home':
      if (delivery.total === null) return t.homeDeliveryNoCounty;
      if (freeDelivery !== null) {
        return fill(t.homeDeliveryFree, { amount: money(delivery.total), promotion: freeDelivery });
      }
      return `${fill(t.homeDelivery, { amount: money(delivery.total) })}, ${person === 1 ? t.withVat : t.withoutVat}`;
  }
}

export type SummaryRowKey =
  | 'product'
  | 'person'
  | 'duration'
  | 'downPayment'
  | 'residual'
  | 'currency'
  | 'kmPerMonth'
  | 'pickupDate'
  | 'monthly'
  | 'firstMonth'
  | 'fee'
  | 'delivery'
  | 'dueNow';

export interface SummaryRow {
  readonly key: SummaryRowKey;
  readonly term: string;
  readonly text: string;
  /** A line under the value: the credit warning, the transport paid apart. */
  readonly note: string | null;
}

const row = (key: SummaryRowKey, term: string, text: string, note: string | null = null): SummaryRow => ({
  key,
  term,
  text,
  note,
});

/** The rows in the order shown; a term that does not apply to the product is left out. */
export function summaryRows(lines: SummaryLines): SummaryRow[] {
  const subscription = lines.product === 'carSubscription';
  const rows = [
    row('product', t.product, t.products[lines.product]),
    row('person', t.person, lines.person === 1 ? roFinancing.individual : roFinancing.company),
    row('duration', t.duration, durationText(lines.months)),
  ];
  if (lines.downPayment !== null) {
    rows.push(row('downPayment', t.downPayment, fill(roFinancing.percent, { value: lines.downPayment })));
  }
  if (lines.residual !== null) {
    rows.push(row('residual', t.residual, fill(roFinancing.percent, { value: lines.residual })));
  }
  if (lines.currency !== null) {
    rows.push(row('currency', t.currency, lines.currency === 2 ? roFinancing.eur : roFinancing.ron));
  }
  if (lines.kmPerMonth !== null) {
    rows.push(
      row('kmPerMonth', t.kmPerMonth, fill(roFinancing.kmPerMonth, { km: formatNumber(lines.kmPerMonth) })),
    );
  }
  if (lines.pickupDate !== null) rows.push(row('pickupDate', t.pickupDate, formatDate(lines.pickupDate)));
  rows.push(
    row(
      'monthly',
      subscription ? t.monthlyPrice : t.monthlyRate,
      monthlyText(lines),
      // CCD II art. 8: an individual's credit or leasing rate carries the warning.
      !subscription && lines.person === 1 ? roCreditAds.warning : null,
    ),
  );
  if (lines.firstMonth !== null)
    rows.push(row('firstMonth', roFinancing.firstMonth, firstMonthText(lines.firstMonth)));
  rows.push(
    row('fee', lines.fee.kind === 'guarantee' ? t.guaranteeFee : t.reservationFee, feeText(lines.fee)),
    row(
      'delivery',
      t.delivery,
      deliveryText(lines),
      lines.deliveryPaidLater !== null ? t.deliveryPaidLater : null,
    ),
    row('dueNow', t.dueNow, dueNowAmount(lines)),
  );
  return rows;
}

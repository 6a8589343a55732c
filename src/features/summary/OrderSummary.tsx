/**
 * The order summary shown with every approval step and checkout page: a named region holding a
 * native <details>, open beside the form on wide screens and collapsed above it on a phone, where
 * its one-line <summary> still shows the total due now. Figures come from `orderSummary`.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  firstMonthText,
  monthlyInstalmentText,
  subscriptionMonthlyText,
} from '../../domain/financing/offer-text.ts';
import { durationText, formatDate, formatEur, formatNumber, formatRon } from '../../domain/format.ts';
import { storageUrl } from '../../domain/site/site-config.ts';
import { fill, roCreditAds, roFinancing, roSummary } from '../../i18n/ro.ts';
import { orderSummary, type SummaryFee, type SummaryInput, type SummaryLines } from './order-summary.ts';
import './order-summary.css';

const t = roSummary;
/** The layout puts the summary beside the form from this width (order-summary.css). */
export const WIDE_SCREEN = '(min-width: 992px)';

const money = (value: number) => formatEur(value, { financing: true });

function feeText(fee: SummaryFee): string {
  return fee.ron === null
    ? fill(t.feePaidInLei, { eur: money(fee.eur) })
    : fill(t.feeInLei, { ron: formatRon(fee.ron, { financing: true }), eur: money(fee.eur) });
}

function dueNowAmount(lines: SummaryLines): string {
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

export function OrderSummary({ input }: { readonly input: SummaryInput }) {
  const lines = orderSummary(input);
  const titleId = useId();
  // Closed on the server and on phones; opened once the browser says the screen is wide.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.(WIDE_SCREEN).matches) setOpen(true);
  }, []);
  const subscription = lines.product === 'carSubscription';
  return (
    <section className="order-summary" aria-labelledby={titleId}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span className="order-summary__title" id={titleId}>
            {t.title}
          </span>
          <span className="order-summary__due">{fill(t.dueNowShort, { amount: dueNowAmount(lines) })}</span>
        </summary>
        <div className="order-summary__car">
          {lines.car.photo ? (
            <img src={storageUrl(lines.car.photo)} alt="" width={160} height={107} loading="lazy" />
          ) : null}
          <p className="order-summary__name">{lines.car.name}</p>
          <p className="order-summary__sku">{fill(t.productCode, { sku: lines.car.sku })}</p>
        </div>
        <dl>
          <Line term={t.product}>{t.products[lines.product]}</Line>
          <Line term={t.person}>{lines.person === 1 ? roFinancing.individual : roFinancing.company}</Line>
          <Line term={t.duration}>{durationText(lines.months)}</Line>
          {lines.downPayment !== null ? (
            <Line term={t.downPayment}>{fill(roFinancing.percent, { value: lines.downPayment })}</Line>
          ) : null}
          {lines.residual !== null ? (
            <Line term={t.residual}>{fill(roFinancing.percent, { value: lines.residual })}</Line>
          ) : null}
          {lines.currency !== null ? (
            <Line term={t.currency}>{lines.currency === 2 ? roFinancing.eur : roFinancing.ron}</Line>
          ) : null}
          {lines.kmPerMonth !== null ? (
            <Line term={t.kmPerMonth}>
              {fill(roFinancing.kmPerMonth, { km: formatNumber(lines.kmPerMonth) })}
            </Line>
          ) : null}
          {lines.pickupDate !== null ? <Line term={t.pickupDate}>{formatDate(lines.pickupDate)}</Line> : null}
          <Line term={subscription ? t.monthlyPrice : t.monthlyRate}>
            {monthlyText(lines)}
            {/* CCD II art. 8: an individual's credit or leasing rate carries the warning. */}
            {!subscription && lines.person === 1 ? (
              <span className="order-summary__note">{roCreditAds.warning}</span>
            ) : null}
          </Line>
          {lines.firstMonth !== null ? (
            <Line term={roFinancing.firstMonth}>{firstMonthText(lines.firstMonth)}</Line>
          ) : null}
          <Line term={lines.fee.kind === 'guarantee' ? t.guaranteeFee : t.reservationFee}>
            {feeText(lines.fee)}
          </Line>
          <Line term={t.delivery}>
            {deliveryText(lines)}
            {lines.deliveryPaidLater !== null ? (
              <span className="order-summary__note">{t.deliveryPaidLater}</span>
            ) : null}
          </Line>
          <Line term={t.dueNow} total>
            {dueNowAmount(lines)}
          </Line>
        </dl>
      </details>
    </section>
  );
}

function Line({
  term,
  total = false,
  children,
}: {
  readonly term: string;
  readonly total?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={total ? 'order-summary__line order-summary__line--total' : 'order-summary__line'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The step's content with the summary: beside it on a wide screen, above it on a phone. */
export function WithSummary({
  summary,
  children,
}: {
  readonly summary: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="with-summary">
      {summary}
      <div className="with-summary__main">{children}</div>
    </div>
  );
}

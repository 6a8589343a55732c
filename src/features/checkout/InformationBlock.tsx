/**
 * The "Informatii" block of the payment step and the success page, by product: subscription
 * (monthly value, months, pickup date, equipment list, offer), credit and leasing (amount, monthly
 * rate with its VAT/CASCO note, down payment, equipment list, payment schedule).
 */
import type { ReactNode } from 'react';
import { offerFileName, scheduleFileName } from '../../domain/financing/timetable-links.ts';
import { formatAmount, formatDate, formatEur, formatRon, monthsCount } from '../../domain/format.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { browserCmsUrl, storageUrl } from '../../domain/site/site-config.ts';
import { fill, roCheckout, roFinancing } from '../../i18n/ro.ts';
import { type FinancingInformation, informationOf, type SubscriptionInformation } from './information.ts';
import './checkout.css';

export interface InformationBlockProps {
  readonly order: OrderReadBack;
  /** Storage path of the car's equipment list PDF, when it has one. */
  readonly equipmentListPdf: string | null;
}

const t = roCheckout;

export function InformationBlock({ order, equipmentListPdf }: InformationBlockProps) {
  const information = informationOf(order, browserCmsUrl());
  const equipment = equipmentListPdf ? (
    <li>
      <a href={storageUrl(equipmentListPdf)} target="_blank" rel="noopener">
        {t.equipmentList}
      </a>
    </li>
  ) : null;
  return (
    <section className="checkout-info" aria-labelledby="checkout-info-title">
      <h2 id="checkout-info-title">{t.informationTitle}</h2>
      {information?.kind === 'subscription' ? (
        <SubscriptionRows information={information} sku={order.sku} equipment={equipment} />
      ) : information ? (
        <FinancingRows information={information} sku={order.sku} equipment={equipment} />
      ) : (
        <ul className="checkout-links">{equipment}</ul>
      )}
    </section>
  );
}

interface RowsProps<T> {
  readonly information: T;
  readonly sku: string;
  readonly equipment: ReactNode;
}

function SubscriptionRows({ information, sku, equipment }: RowsProps<SubscriptionInformation>) {
  return (
    <>
      <dl>
        {information.monthly !== null ? (
          <Row term={t.monthlyValue}>
            {fill(roFinancing.monthlyEur, { amount: formatAmount(information.monthly) })}
          </Row>
        ) : null}
        <Row term={t.duration}>{monthsCount(information.months)}</Row>
        {information.pickupDate ? <Row term={t.pickupDate}>{formatDate(information.pickupDate)}</Row> : null}
      </dl>
      <ul className="checkout-links">
        {equipment}
        <li>
          <a href={information.offerUrl} download={offerFileName(sku)}>
            {t.downloadOffer}
          </a>
        </li>
      </ul>
    </>
  );
}

function FinancingRows({ information, sku, equipment }: RowsProps<FinancingInformation>) {
  const money = (value: number) =>
    information.currency === 2
      ? formatEur(value, { financing: true })
      : formatRon(value, { financing: true });
  return (
    <>
      <dl>
        <Row term={information.kind === 'credit' ? t.creditValue : t.financedValue}>
          {money(information.amount)}
        </Row>
        <Row term={t.monthlyRate}>
          {money(information.monthly)}{' '}
          {information.vatIncluded ? t.vatAndCascoIncluded : t.vatExcludedCascoIncluded}
        </Row>
        <Row term={t.downPayment}>{money(information.downPayment)}</Row>
      </dl>
      <ul className="checkout-links">
        {equipment}
        <li>
          <a href={information.scheduleUrl} download={scheduleFileName(information.kind, sku)}>
            {t.financialDetails}
          </a>
        </li>
      </ul>
    </>
  );
}

function Row({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The car page's credit/leasing calculator island. The page renders it with the default offer in
 * its HTML (no window access while rendering), so the first paint shows a real instalment; after
 * hydration the visitor's saved parameters replace the defaults when this car's tables can price
 * them. Every change goes through the pure transition rules (withType, withPerson, …) and is saved
 * to the persisted financingParams / financialPackagePrice stores with the car's sku (the latest
 * choice, shared by every tab); "Rezerva acum" fixes them as this tab's order in progress, which the
 * approval flow reads.
 */

import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import type { CarSummary, FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { computeFinancingOffer, financialPackagePrice } from '../../domain/financing/financing-offer.ts';
import {
  DEFAULT_FINANCING_PARAMS,
  downPaymentSlider,
  type FinancingParams,
  MONTHS_SLIDER,
  RESIDUAL_SLIDER,
  type SliderModel,
  withCurrency,
  withDownPaymentPosition,
  withMonths,
  withPerson,
  withResidual,
  withType,
} from '../../domain/financing/financing-params.ts';
import { approvalUrl, scheduleFileName, scheduleUrl } from '../../domain/financing/timetable-links.ts';
import { durationText } from '../../domain/format.ts';
import type { Currency, FinancingType, Person } from '../../domain/order/order-terms.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';
import { fill, roFinancing } from '../../i18n/ro.ts';
import { $financingParams, saveFinancialPackagePrice, saveFinancingParams } from '../../stores/financing.ts';
import { saveCarSku } from '../../stores/order.ts';
import { startOrder } from '../../stores/order-in-progress.ts';
import { AffordabilityDisclosure } from './AffordabilityDisclosure.tsx';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';
import { OfferFigures } from './OfferFigures.tsx';
import { PidAndOfferAction } from './PidAndOfferAction.tsx';
import { openingTerms, showOpeningQuote, showQuote } from './quote-address.ts';
import { RangeField } from './RangeField.tsx';
import { SecciLink } from './SecciLink.tsx';
import { SendQuoteLink, useSavedQuote } from './saved-quote-link.tsx';
import './financing.css';

export interface FinancingPanelProps {
  readonly sku: string;
  /** car_visibility_id: 4 (reserved) offers the stock alert instead of the reservation. */
  readonly visibility: CarSummary['car_visibility_id'];
  readonly paymentInfo: FinancingPaymentInfo;
}

const text = roFinancing;
const percent = (value: number) => fill(text.percent, { value });

/** Person and currency: a credit is for an individual in lei only; leasing also allows option 2. */
const leasingWidens = (one: string, two: string, credit: boolean): readonly Choice<1 | 2>[] => [
  { value: 1, label: one },
  { value: 2, label: two, disabled: credit },
];
/** A slider model's marks with their numbers written as the panel shows them. */
const markLabels = (slider: SliderModel, label: (value: number) => string) =>
  slider.marks.map((mark) => ({ position: mark.position, label: label(mark.label) }));

const pricesOn = (info: FinancingPaymentInfo) => (params: FinancingParams) =>
  params.type !== 'carSubscription' && computeFinancingOffer(info, params).ok;

/** The panel's terms, their price and the car become the visitor's latest choice (every tab). */
function saveChoice(sku: string, paymentInfo: FinancingPaymentInfo, next: FinancingParams): void {
  saveFinancingParams(next);
  const price = financialPackagePrice(paymentInfo, next);
  saveFinancialPackagePrice(price.ok ? price.price : null);
  saveCarSku(sku);
}

export function FinancingPanel({ sku, visibility, paymentInfo }: FinancingPanelProps) {
  const [params, setParams] = useState<FinancingParams>(DEFAULT_FINANCING_PARAMS);

  useEffect(() => {
    const opening = openingTerms(pricesOn(paymentInfo));
    if (!opening) return;
    setParams(opening.params);
    // A quote opened from a link is the visitor's choice now: "Rezerva acum" goes on with it.
    if (opening.fromAddress) saveChoice(sku, paymentInfo, opening.params);
    showOpeningQuote(opening);
  }, [sku, paymentInfo]);

  // The e-mail's link (?oferta=...): its terms, once the server confirms the offer still holds.
  const savedQuote = useSavedQuote(sku, (quoted) => {
    if (!pricesOn(paymentInfo)(quoted)) return false;
    setParams(quoted);
    saveChoice(sku, paymentInfo, quoted);
    showQuote(quoted, { keepSaved: true });
    return true;
  });

  const save = (next: FinancingParams) => saveChoice(sku, paymentInfo, next);
  // The terms of the order this tab starts now: another tab's later choices do not change them.
  const reserve = () => {
    save(params);
    startOrder({ sku, params: $financingParams.get(), pickupDate: null });
  };
  const change = (rule: (current: FinancingParams) => FinancingParams) => {
    const next = rule(params);
    setParams(next);
    save(next);
    showQuote(next);
    savedQuote.dismiss();
  };

  const result = computeFinancingOffer(paymentInfo, params);
  const credit = params.type === 'credit';
  const downPayment = downPaymentSlider(params);

  return (
    <section className="offer-panel" aria-labelledby="financing-panel-title">
      <h2 id="financing-panel-title" className="offer-panel__title">
        {text.panelTitle}
      </h2>
      {savedQuote.notice ? <Alert tone={savedQuote.notice.tone}>{savedQuote.notice.text}</Alert> : null}
      <ChoiceGroup<FinancingType>
        legend={text.typeLabel}
        value={credit ? 'credit' : 'leasing'}
        choices={[
          { value: 'credit', label: text.credit },
          { value: 'leasing', label: text.leasing },
        ]}
        onChange={(type) => change((current) => withType(current, type))}
      />
      <ChoiceGroup<Person>
        legend={text.personLabel}
        value={params.person}
        choices={leasingWidens(text.individual, text.company, credit)}
        onChange={(person) => change((current) => withPerson(current, person))}
      />
      <ChoiceGroup<Currency>
        legend={text.currencyLabel}
        value={params.currency}
        choices={leasingWidens(text.ron, text.eur, credit)}
        onChange={(currency) => change((current) => withCurrency(current, currency))}
      />
      <RangeField
        label={text.duration}
        slider={MONTHS_SLIDER}
        position={params.months}
        valueText={durationText}
        marks={markLabels(MONTHS_SLIDER, String)}
        onChange={(months) => change((current) => withMonths(current, months))}
      />
      <RangeField
        label={text.downPayment}
        slider={downPayment}
        position={downPayment.toPosition(params.upFront)}
        valueText={(position) => percent(downPayment.toKey(position))}
        marks={markLabels(downPayment, percent)}
        onChange={(position) => change((current) => withDownPaymentPosition(current, position))}
      />
      {credit ? null : (
        <RangeField
          label={text.residualValue}
          slider={RESIDUAL_SLIDER}
          position={params.residual}
          valueText={percent}
          marks={markLabels(RESIDUAL_SLIDER, percent)}
          onChange={(residual) => change((current) => withResidual(current, residual))}
        />
      )}

      <div className="offer-panel__result" aria-live="polite">
        {result.ok ? (
          <OfferFigures offer={result.offer} />
        ) : (
          <Alert tone="info">{text.missingCombination}</Alert>
        )}
      </div>
      <AffordabilityDisclosure info={paymentInfo} params={params} />

      <div className="offer-panel__actions">
        {result.ok ? (
          <a
            className="button button--ghost"
            href={scheduleUrl(browserCmsUrl(), params, sku)}
            download={scheduleFileName(params.type, sku)}
          >
            {text.downloadSchedule}
          </a>
        ) : null}
        <SecciLink sku={sku} params={params} priced={result.ok} />
        {result.ok ? <SendQuoteLink params={params} /> : null}
        <PidAndOfferAction
          sku={sku}
          visibility={visibility}
          href={result.ok ? approvalUrl(params.type) : null}
          onReserve={reserve}
        />
      </div>
    </section>
  );
}

/**
 * The subscription calculator island of a category-1 car: person, duration and km sliders priced
 * from the car's table, the pickup date (PickupDateField) and the reservation. The
 * chosen terms are saved to the persisted stores on every change; the pickup date and sku when
 * reserving, when they also become this tab's order in progress (stores/order-in-progress.ts),
 * before the approval flow (/aprobare/carSubscription/1) takes over.
 */
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { pickupWindow } from '../../domain/catalog/pickup-date.ts';
import { firstMonthPrice } from '../../domain/catalog/promotions.ts';
import type { CarSummary, Promotion, SubscriptionPaymentInfo } from '../../domain/cms-schemas.ts';
import { type IsoDate, laterOf, todayIn } from '../../domain/dates.ts';
import {
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
} from '../../domain/financing/financing-params.ts';
import {
  firstMonthText,
  subscriptionMonthlyText,
  subscriptionPriceNote,
} from '../../domain/financing/offer-text.ts';
import {
  DURATION_SLIDER,
  KM_SLIDER,
  PERSON_SLIDER,
  subscriptionMonthlyPrice,
} from '../../domain/financing/subscription-offer.ts';
import { approvalUrl, offerFileName, offerUrl } from '../../domain/financing/timetable-links.ts';
import { formatNumber, monthsCount } from '../../domain/format.ts';
import type { SubscriptionKm, SubscriptionMonths } from '../../domain/order/order-terms.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';
import { fill, roFinancing } from '../../i18n/ro.ts';
import { $financingParams, saveFinancialPackagePrice, saveFinancingParams } from '../../stores/financing.ts';
import { saveCarSku, savePickupDate } from '../../stores/order.ts';
import { startOrder } from '../../stores/order-in-progress.ts';
import { PickupDateField, type PickupDateFieldHandle } from './PickupDateField.tsx';
import { PidAndOfferAction } from './PidAndOfferAction.tsx';
import { openingTerms, showOpeningQuote, showQuote } from './quote-address.ts';
import { RangeField } from './RangeField.tsx';
import { SendQuoteLink, useSavedQuote } from './saved-quote-link.tsx';
import './financing.css';

export interface SubscriptionPanelProps {
  readonly sku: string;
  /** car_visibility_id: 4 (reserved) offers the stock alert instead of the reservation. */
  readonly visibility: CarSummary['car_visibility_id'];
  /** yyyy-MM-dd or null: the pickup window counts from it. */
  readonly availabilityDate: IsoDate | null;
  readonly paymentInfo: SubscriptionPaymentInfo;
  /** The build's date; the browser moves it forward to its own today after hydration. */
  readonly today: IsoDate;
  /** The car's promotions: a first-month discount shows the first month's price (issue 31.2). */
  readonly promotions?: readonly Promotion[];
}

type Terms = Pick<FinancingParams, 'person' | 'months' | 'range'>;

const text = roFinancing;
const personLabel = (position: number) =>
  PERSON_SLIDER.toValue(position) === 2 ? text.company : text.individual;
const marks = <T extends number>(
  slider: { min: number; max: number; step: number; toValue: (p: number) => T },
  label: (value: T) => string,
) => {
  const out: { position: number; label: string }[] = [];
  for (let position = slider.min; position <= slider.max; position += slider.step)
    out.push({ position, label: label(slider.toValue(position)) });
  return out;
};
const DURATION_MARKS = marks(DURATION_SLIDER, String);
const KM_MARKS = marks(KM_SLIDER, String);
const PERSON_MARKS = marks(PERSON_SLIDER, (person) => (person === 2 ? text.company : text.individual));

/** The panel's terms, their price and the car become the visitor's latest choice (every tab). */
function saveSubscriptionChoice(sku: string, paymentInfo: SubscriptionPaymentInfo, next: Terms): void {
  saveFinancingParams({ ...DEFAULT_SUBSCRIPTION_PARAMS, ...next });
  const price = subscriptionMonthlyPrice(paymentInfo, next);
  saveFinancialPackagePrice(price.ok ? price.monthly : null);
  saveCarSku(sku);
}

export function SubscriptionPanel({
  sku,
  visibility,
  availabilityDate,
  paymentInfo,
  today,
  promotions = [],
}: SubscriptionPanelProps) {
  const [terms, setTerms] = useState<Terms>(DEFAULT_SUBSCRIPTION_PARAMS);
  const [currentDay, setCurrentDay] = useState(today);
  const [pickup, setPickup] = useState<IsoDate | null>(null);
  const pickupField = useRef<PickupDateFieldHandle>(null);
  const pickupRange = pickupWindow(availabilityDate, currentDay);

  useEffect(() => {
    setCurrentDay(laterOf(todayIn(new Date()), today));
    const opening = openingTerms(
      (params) => params.type === 'carSubscription' && subscriptionMonthlyPrice(paymentInfo, params).ok,
    );
    if (!opening) return;
    const { person, months, range } = opening.params;
    setTerms({ person, months, range });
    // A quote opened from a link is the visitor's choice now: "Rezerva acum" goes on with it.
    if (opening.fromAddress) saveSubscriptionChoice(sku, paymentInfo, { person, months, range });
    showOpeningQuote(opening);
  }, [today, sku, paymentInfo]);

  // The e-mail's link (?oferta=...): its terms, once the server confirms the offer still holds.
  const savedQuote = useSavedQuote(sku, (quoted) => {
    if (quoted.type !== 'carSubscription' || !subscriptionMonthlyPrice(paymentInfo, quoted).ok) return false;
    const { person, months, range } = quoted;
    setTerms({ person, months, range });
    saveSubscriptionChoice(sku, paymentInfo, { person, months, range });
    showQuote(quoted, { keepSaved: true });
    return true;
  });

  const price = subscriptionMonthlyPrice(paymentInfo, terms);
  const firstMonth = price.ok ? firstMonthPrice(price.monthly, promotions) : null;

  const saveTerms = (next: Terms) => saveSubscriptionChoice(sku, paymentInfo, next);
  const change = (next: Terms) => {
    setTerms(next);
    saveTerms(next);
    showQuote({ ...DEFAULT_SUBSCRIPTION_PARAMS, ...next });
    savedQuote.dismiss();
  };

  const reserve = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pickup === null) {
      event.preventDefault();
      pickupField.current?.ask();
      return;
    }
    saveTerms(terms);
    savePickupDate(pickup);
    // The terms of the order this tab starts now: another tab's later choices do not change them.
    startOrder({ sku, params: $financingParams.get(), pickupDate: pickup });
  };

  return (
    <section className="offer-panel" aria-labelledby="subscription-panel-title">
      <h2 id="subscription-panel-title" className="offer-panel__title">
        {text.subscriptionTitle}
      </h2>
      {savedQuote.notice ? <Alert tone={savedQuote.notice.tone}>{savedQuote.notice.text}</Alert> : null}
      <RangeField
        label={text.subscriptionPerson}
        slider={PERSON_SLIDER}
        position={PERSON_SLIDER.toPosition(terms.person)}
        valueText={personLabel}
        marks={PERSON_MARKS}
        onChange={(position) => change({ ...terms, person: PERSON_SLIDER.toValue(position) })}
      />
      <RangeField
        label={text.subscriptionDuration}
        slider={DURATION_SLIDER}
        position={DURATION_SLIDER.toPosition(terms.months as SubscriptionMonths)}
        valueText={(position) => monthsCount(DURATION_SLIDER.toValue(position))}
        marks={DURATION_MARKS}
        onChange={(position) => change({ ...terms, months: DURATION_SLIDER.toValue(position) })}
      />
      <RangeField
        label={text.subscriptionKm}
        slider={KM_SLIDER}
        position={KM_SLIDER.toPosition(terms.range as SubscriptionKm)}
        valueText={(position) => fill(text.kmPerMonth, { km: formatNumber(KM_SLIDER.toValue(position)) })}
        marks={KM_MARKS}
        onChange={(position) => change({ ...terms, range: KM_SLIDER.toValue(position) })}
      />

      <div className="offer-panel__result" aria-live="polite">
        {price.ok ? (
          <p className="offer-monthly">
            <strong className="offer-monthly__amount">{subscriptionMonthlyText(price.monthly)}</strong>
            <span className="offer-monthly__note">{subscriptionPriceNote(terms.person)}</span>
            {firstMonth ? (
              <span className="offer-monthly__note offer-monthly__first">
                {text.firstMonth}: {firstMonthText(firstMonth)}
              </span>
            ) : null}
          </p>
        ) : (
          <Alert tone="info">{text.missingCombination}</Alert>
        )}
      </div>

      <PickupDateField ref={pickupField} window={pickupRange} onChange={setPickup} />

      <div className="offer-panel__actions">
        <a
          className="button button--ghost"
          href={offerUrl(browserCmsUrl(), terms, sku)}
          download={offerFileName(sku)}
        >
          {text.downloadOffer}
        </a>
        {price.ok ? <SendQuoteLink params={{ ...DEFAULT_SUBSCRIPTION_PARAMS, ...terms }} /> : null}
        <PidAndOfferAction
          sku={sku}
          visibility={visibility}
          href={approvalUrl('carSubscription')}
          onReserve={reserve}
        />
      </div>
    </section>
  );
}

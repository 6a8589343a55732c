/**
 * The subscription calculator island of a category-1 car: person, duration and km sliders priced
 * from the car's table, the pickup date and the reservation. The calendar (flatpickr) is loaded
 * only when the visitor reaches for the date field, keeping it out of the page's initial JS. The
 * chosen terms are saved to the persisted stores on every change; the pickup date and sku when
 * reserving, before the approval flow (/aprobare/carSubscription/1) takes over.
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { normalizePickupDate, pickupWindow } from '../../domain/catalog/pickup-date.ts';
import type { CarSummary, SubscriptionPaymentInfo } from '../../domain/cms-schemas.ts';
import { type IsoDate, laterOf, todayIn } from '../../domain/dates.ts';
import {
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
} from '../../domain/financing/financing-params.ts';
import { subscriptionMonthlyText, subscriptionPriceNote } from '../../domain/financing/offer-text.ts';
import {
  DURATION_SLIDER,
  KM_SLIDER,
  PERSON_SLIDER,
  type SubscriptionKm,
  type SubscriptionMonths,
  subscriptionMonthlyPrice,
} from '../../domain/financing/subscription-offer.ts';
import { approvalUrl, offerFileName, offerUrl, PID_PATH } from '../../domain/financing/timetable-links.ts';
import { formatDate, formatNumber, monthsCount } from '../../domain/format.ts';
import { browserCmsUrl, storageUrl } from '../../domain/site/site-config.ts';
import { fill, roFinancing, roValidation } from '../../i18n/ro.ts';
import { $financingParams, saveFinancialPackagePrice, saveFinancingParams } from '../../stores/financing.ts';
import { saveCarSku, savePickupDate } from '../../stores/order.ts';
import { OfferAction } from './OfferAction.tsx';
import type { PickupPicker } from './pickup-date-picker.ts';
import { parsePickupInput } from './pickup-input.ts';
import { RangeField } from './RangeField.tsx';
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

export function SubscriptionPanel({
  sku,
  visibility,
  availabilityDate,
  paymentInfo,
  today,
}: SubscriptionPanelProps) {
  const [terms, setTerms] = useState<Terms>(DEFAULT_SUBSCRIPTION_PARAMS);
  const [currentDay, setCurrentDay] = useState(today);
  const [pickup, setPickup] = useState<IsoDate | null>(null);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<Promise<PickupPicker> | null>(null);
  const fieldId = useId();
  const pickupRange = pickupWindow(availabilityDate, currentDay);

  useEffect(() => {
    setCurrentDay(laterOf(todayIn(new Date()), today));
    const saved = $financingParams.get();
    if (saved.type === 'carSubscription')
      setTerms({ person: saved.person, months: saved.months, range: saved.range });
  }, [today]);

  const price = subscriptionMonthlyPrice(paymentInfo, terms);

  const saveTerms = (next: Terms) => {
    saveFinancingParams({ ...DEFAULT_SUBSCRIPTION_PARAMS, ...next });
    const nextPrice = subscriptionMonthlyPrice(paymentInfo, next);
    saveFinancialPackagePrice(nextPrice.ok ? nextPrice.monthly : null);
    saveCarSku(sku);
  };
  const change = (next: Terms) => {
    setTerms(next);
    saveTerms(next);
  };

  /** Keeps a picked or typed day when the window allows it (weekends move to Monday). */
  const accept = (day: IsoDate | null) => {
    const kept = day === null ? null : normalizePickupDate(day, pickupRange);
    setInvalid(kept === null);
    if (kept === null) return;
    setPickup(kept);
    setTyped(formatDate(kept));
  };
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  const openPicker = () => {
    const input = inputRef.current;
    if (!input) return;
    pickerRef.current ??= import('./pickup-date-picker.ts').then(({ attachPickupPicker }) =>
      attachPickupPicker(input, {
        window: pickupRange,
        placeholder: text.pickupPlaceholder,
        onPick: (day) => acceptRef.current(day),
      }),
    );
    void pickerRef.current.then((picker) => picker.open());
  };
  useEffect(() => () => void pickerRef.current?.then((picker) => picker.destroy()), []);

  const onBlur = () => {
    if (typed.trim() === '') {
      setPickup(null);
      setInvalid(false);
    } else accept(parsePickupInput(typed));
  };

  const reserve = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pickup === null) {
      event.preventDefault();
      inputRef.current?.focus();
      openPicker();
      return;
    }
    saveTerms(terms);
    savePickupDate(pickup);
  };

  return (
    <section className="offer-panel" aria-labelledby="subscription-panel-title">
      <h2 id="subscription-panel-title" className="offer-panel__title">
        {text.subscriptionTitle}
      </h2>
      <RangeField
        label={text.subscriptionPerson}
        min={PERSON_SLIDER.min}
        max={PERSON_SLIDER.max}
        step={PERSON_SLIDER.step}
        position={PERSON_SLIDER.toPosition(terms.person)}
        valueText={personLabel}
        marks={PERSON_MARKS}
        onChange={(position) => change({ ...terms, person: PERSON_SLIDER.toValue(position) })}
      />
      <RangeField
        label={text.subscriptionDuration}
        min={DURATION_SLIDER.min}
        max={DURATION_SLIDER.max}
        step={DURATION_SLIDER.step}
        position={DURATION_SLIDER.toPosition(terms.months as SubscriptionMonths)}
        valueText={(position) => monthsCount(DURATION_SLIDER.toValue(position))}
        marks={DURATION_MARKS}
        onChange={(position) => change({ ...terms, months: DURATION_SLIDER.toValue(position) })}
      />
      <RangeField
        label={text.subscriptionKm}
        min={KM_SLIDER.min}
        max={KM_SLIDER.max}
        step={KM_SLIDER.step}
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
          </p>
        ) : (
          <Alert tone="info">{text.missingCombination}</Alert>
        )}
      </div>

      <div className="offer-pickup">
        <label htmlFor={fieldId}>{text.pickupDate}</label>
        <input
          ref={inputRef}
          id={fieldId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={text.pickupPlaceholder}
          value={typed}
          aria-invalid={invalid}
          aria-describedby={`${fieldId}-help${invalid ? ` ${fieldId}-error` : ''}`}
          onFocus={openPicker}
          onClick={openPicker}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onBlur={onBlur}
        />
        <p id={`${fieldId}-help`} className="offer-pickup__help">
          {text.pickupHelp}
        </p>
        {invalid ? (
          <p id={`${fieldId}-error`} className="offer-pickup__error" role="alert">
            {roValidation.dateInputInvalid}
          </p>
        ) : null}
      </div>

      <div className="offer-panel__actions">
        <a
          className="button button--ghost"
          href={offerUrl(browserCmsUrl(), terms, sku)}
          download={offerFileName(sku)}
        >
          {text.downloadOffer}
        </a>
        <a className="button button--ghost" href={storageUrl(PID_PATH)} download>
          {text.downloadPid}
        </a>
        <OfferAction
          sku={sku}
          visibility={visibility}
          href={approvalUrl('carSubscription')}
          onReserve={reserve}
        />
      </div>
    </section>
  );
}

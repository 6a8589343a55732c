/**
 * The calculator parameters persisted as `financingParams` (spec section 3) and the transition
 * rules of the financing panel (sections 4 and 9). Every setter returns a new, normalised value,
 * so no combination the spec forbids (credit for a company, credit in EUR, leasing individual EUR
 * below 30 %) can ever be stored or priced.
 */
import {
  type Currency,
  ORDER_TYPES,
  type OrderType,
  type Person,
  type StoredTerms,
} from '../order/order-terms.ts';
import { isSubscriptionKm, isSubscriptionMonths } from './subscription-offer.ts';

/** The calculator's parameters are the store's terms (order-terms.ts owns their one definition). */
export type FinancingParams = StoredTerms;

export const DEFAULT_FINANCING_PARAMS: FinancingParams = {
  type: 'credit',
  person: 1,
  currency: 1,
  months: 60,
  upFront: 55,
  residual: 20,
  range: 1000,
};

/**
 * What an order's recorded terms are laid on when priced again (the decision's change search, the
 * adjust form's rate): nothing the record leaves open counts, so a credit has no residual and a
 * loan no km.
 */
export const RECORDED_TERMS_BASE: FinancingParams = { ...DEFAULT_FINANCING_PARAMS, residual: 0, range: 0 };

export const DEFAULT_SUBSCRIPTION_PARAMS: FinancingParams = {
  type: 'carSubscription',
  person: 1,
  currency: 2,
  months: 12,
  upFront: 0,
  residual: 0,
  range: 1000,
};

export interface SliderModel {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Table key (the stored value) for a slider position. */
  readonly toKey: (position: number) => number;
  /** Slider position for a stored table key. */
  readonly toPosition: (key: number) => number;
  /** Positions with their labels, for the slider's marks. */
  readonly marks: readonly { readonly position: number; readonly label: number }[];
}

function slider(
  min: number,
  max: number,
  step: number,
  toKey = (p: number) => p,
  toPosition = (k: number) => k,
) {
  const marks: { position: number; label: number }[] = [];
  for (let position = min; position <= max; position += step)
    marks.push({ position, label: toKey(position) });
  return { min, max, step, toKey, toPosition, marks } satisfies SliderModel;
}

export const MONTHS_SLIDER = slider(12, 60, 12);
export const RESIDUAL_SLIDER = slider(5, 20, 5);
export const CREDIT_DOWN_PAYMENT_SLIDER = slider(15, 55, 10);
/** Leasing 10..50 step 10, labels 15, 20, 30, 40, 50: position 10 is read as 15. */
export const LEASING_DOWN_PAYMENT_SLIDER = slider(
  10,
  50,
  10,
  (position) => (position === 10 ? 15 : position),
  (key) => (key === 15 ? 10 : key),
);
/** Leasing for an individual in EUR: 30, 40, 50. */
export const LEASING_INDIVIDUAL_EUR_DOWN_PAYMENT_SLIDER = slider(30, 50, 10);

export function downPaymentSlider(params: FinancingParams): SliderModel {
  if (params.type === 'credit') return CREDIT_DOWN_PAYMENT_SLIDER;
  return params.person === 1 && params.currency === 2
    ? LEASING_INDIVIDUAL_EUR_DOWN_PAYMENT_SLIDER
    : LEASING_DOWN_PAYMENT_SLIDER;
}

/** The slider's nearest allowed key for any number (out-of-range values clamp to the ends). */
export function snapToSlider(model: SliderModel, value: number): number {
  const clamped = Math.min(model.max, Math.max(model.min, model.toPosition(value)));
  const position = model.min + Math.round((clamped - model.min) / model.step) * model.step;
  return model.toKey(position);
}

/**
 * Applies the spec's constraints: credit is individual + RON only; values snap to their grids;
 * a subscription keeps its person and only the terms its sliders offer, always in EUR.
 */
export function normalizeFinancingParams(params: FinancingParams): FinancingParams {
  if (params.type === 'carSubscription') {
    return {
      ...DEFAULT_SUBSCRIPTION_PARAMS,
      person: params.person,
      months: isSubscriptionMonths(params.months) ? params.months : DEFAULT_SUBSCRIPTION_PARAMS.months,
      range: isSubscriptionKm(params.range) ? params.range : DEFAULT_SUBSCRIPTION_PARAMS.range,
    };
  }
  const constrained: FinancingParams =
    params.type === 'credit' ? { ...params, person: 1, currency: 1 } : params;
  return {
    ...constrained,
    months: snapToSlider(MONTHS_SLIDER, constrained.months),
    upFront: snapToSlider(downPaymentSlider(constrained), constrained.upFront),
    residual: snapToSlider(RESIDUAL_SLIDER, constrained.residual),
  };
}

/** Leasing starts at 50 %; credit at 55 %, in RON, for an individual (spec section 4). */
export function withType(params: FinancingParams, type: OrderType): FinancingParams {
  if (type === 'carSubscription') return { ...DEFAULT_SUBSCRIPTION_PARAMS, person: params.person };
  if (type === 'leasing') return normalizeFinancingParams({ ...params, type, upFront: 50 });
  return normalizeFinancingParams({ ...params, type, upFront: 55, currency: 1, person: 1 });
}

export function withPerson(params: FinancingParams, person: Person): FinancingParams {
  return normalizeFinancingParams({ ...params, person });
}

export function withCurrency(params: FinancingParams, currency: Currency): FinancingParams {
  return normalizeFinancingParams({ ...params, currency });
}

export function withMonths(params: FinancingParams, months: number): FinancingParams {
  return normalizeFinancingParams({ ...params, months });
}

/** Takes the slider position (leasing 10 becomes 15). */
export function withDownPaymentPosition(params: FinancingParams, position: number): FinancingParams {
  return normalizeFinancingParams({ ...params, upFront: downPaymentSlider(params).toKey(position) });
}

export function withResidual(params: FinancingParams, residual: number): FinancingParams {
  return normalizeFinancingParams({ ...params, residual });
}

/** A stored count (months, percent, km): a whole number in 0..100 000. */
const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000;

const isOrderType = (value: unknown): value is OrderType => ORDER_TYPES.some((type) => type === value);
const isOneOrTwo = (value: unknown): value is 1 | 2 => value === 1 || value === 2;

/**
 * Shape of a stored value: exactly the seven fields, unknown ones dropped; anything else (bad or
 * old data) is `undefined`. Written by hand rather than as a valibot schema because this module
 * hydrates with the car page's financing panel, and valibot would add about 3.5 KB gzip to that
 * page's 20 KB island budget (README "Performance budget").
 */
export function readFinancingParams(raw: unknown): FinancingParams | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { type, person, currency, months, upFront, residual, range } = raw as Record<string, unknown>;
  if (!isOrderType(type) || !isOneOrTwo(person) || !isOneOrTwo(currency)) return undefined;
  if (!isWholeNumber(months) || !isWholeNumber(upFront) || !isWholeNumber(residual) || !isWholeNumber(range))
    return undefined;
  return { type, person, currency, months, upFront, residual, range };
}

/** Reads untrusted stored data: valid params come back normalised, anything else as defaults. */
export function parseFinancingParams(raw: unknown): FinancingParams {
  const stored = readFinancingParams(raw);
  return stored ? normalizeFinancingParams(stored) : DEFAULT_FINANCING_PARAMS;
}

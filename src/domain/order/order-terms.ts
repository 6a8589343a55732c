/**
 * One vocabulary for an order's terms (spec section 3): the product type, the person, the
 * currency, the duration, the down payment, the residual value, the monthly km and the pickup date.
 * The site keeps them in its persisted calculator store (`financingParams`), sends them in the
 * `POST /client-order` body, reads them back from `GET /client-order/{uuid}` and puts them in the
 * `/timetable` query; each outside form has exactly one codec here, so the renames (upFront ↔
 * downpayment, range ↔ monthly_km_included, 1/2 ↔ RON/EUR ↔ fizica/juridica) are written once.
 * The wire formats are the spec's and do not change.
 */
import type { IsoDate } from '../dates.ts';

/** Every product an order can be for. */
export const ORDER_TYPES = ['credit', 'leasing', 'carSubscription'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** The two loans (the financing panel); the subscription is the third product. */
export const FINANCING_TYPES = ['credit', 'leasing'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const SUBSCRIPTION_TYPE = 'carSubscription' satisfies OrderType;
/** The loans' durations in months. */
export const FINANCING_MONTHS = [12, 24, 36, 48, 60] as const;
/**
 * The subscription's durations and monthly km included; here rather than with the subscription
 * panel's rules so the CMS schemas can pick from them without loading those rules.
 */
export const SUBSCRIPTION_MONTHS = [3, 6, 12] as const;
export const SUBSCRIPTION_KM = [1000, 1500, 2000, 3000] as const;
export type SubscriptionMonths = (typeof SUBSCRIPTION_MONTHS)[number];
export type SubscriptionKm = (typeof SUBSCRIPTION_KM)[number];

/** 1 fizica (individual), 2 juridica (company). */
export const PERSON = { individual: 1, company: 2 } as const;
export type Person = (typeof PERSON)[keyof typeof PERSON];
/** The codes as a tuple, for a schema's picklist. */
export const PERSON_CODES = [PERSON.individual, PERSON.company] as const satisfies readonly Person[];
/** The spec's currency codes: 1 RON, 2 EUR. */
export const CURRENCY = { RON: 1, EUR: 2 } as const;
export type Currency = (typeof CURRENCY)[keyof typeof CURRENCY];
/** The codes as a tuple, for a schema's picklist. */
export const CURRENCY_CODES = [CURRENCY.RON, CURRENCY.EUR] as const satisfies readonly Currency[];
/** A currency by name, as instalments, card limits and the timetable query write it. */
export type CurrencyName = keyof typeof CURRENCY;
export const CURRENCY_NAMES = ['RON', 'EUR'] as const satisfies readonly CurrencyName[];

/** @example currencyName(2) // 'EUR' */
export const currencyName = (code: Currency): CurrencyName => (code === CURRENCY.EUR ? 'EUR' : 'RON');

/** The person as the timetable query writes it. */
export type PersonWord = 'fizica' | 'juridica';
export const PERSON_WORDS = ['fizica', 'juridica'] as const satisfies readonly PersonWord[];
/** @example personWord(2) // 'juridica' */
export const personWord = (person: Person): PersonWord => (person === PERSON.company ? 'juridica' : 'fizica');
/** @example personFromWord('juridica') // 2 */
export const personFromWord = (word: PersonWord): Person =>
  word === 'juridica' ? PERSON.company : PERSON.individual;
/** @example currencyFromName('EUR') // 2 */
export const currencyFromName = (name: CurrencyName): Currency => CURRENCY[name];

/** An order's terms in the shop's own words, whatever form they arrive in. */
export interface OrderTerms {
  readonly type: OrderType;
  readonly person: Person;
  readonly currency: Currency;
  readonly months: number;
  /** Down payment percent, as the offer tables key it (financing). */
  readonly downPayment: number;
  /** Residual value percent (leasing); null when the order records none. */
  readonly residual: number | null;
  /** Monthly km included (subscription); null when the order records none. */
  readonly km: number | null;
  /** Subscription pickup date; null when none is chosen. */
  readonly pickupDate: IsoDate | null;
}

/** The calculator store's fields (`financingParams`, spec section 3) that carry terms. */
export interface StoredTerms {
  readonly type: OrderType;
  readonly person: Person;
  readonly currency: Currency;
  readonly months: number;
  /** Down payment percent as the tables key it (leasing slider 10 is stored as 15). */
  readonly upFront: number;
  /** Residual value percent (leasing). */
  readonly residual: number;
  /** Monthly km included (subscription). */
  readonly range: number;
}

/** Store → terms; the pickup date lives in its own store (`data_preluare`). */
export function termsFromStore(stored: StoredTerms, pickupDate: IsoDate | null): OrderTerms {
  return {
    type: stored.type,
    person: stored.person,
    currency: stored.currency,
    months: stored.months,
    downPayment: stored.upFront,
    residual: stored.residual,
    km: stored.range,
    pickupDate,
  };
}

/**
 * Terms → store: what the terms leave open (a credit's residual, a loan's km) keeps its stored
 * value. The store has no pickup date, so terms without one (an order record's) are enough.
 */
export function termsToStore<T extends StoredTerms>(terms: Omit<OrderTerms, 'pickupDate'>, current: T): T {
  return {
    ...current,
    type: terms.type,
    person: terms.person,
    currency: terms.currency,
    months: terms.months,
    upFront: terms.downPayment,
    residual: terms.residual ?? current.residual,
    range: terms.km ?? current.range,
  };
}

/** The terms part of the `POST /client-order` body (the contact step's answers are merged over it). */
export function termsToOrderBody(terms: OrderTerms, sku: string): Record<string, unknown> {
  const common = { sku, person: terms.person, credit_type: terms.type };
  if (terms.type === SUBSCRIPTION_TYPE) {
    return {
      ...common,
      months: terms.months,
      monthly_km_included: terms.km,
      data_preluare: terms.pickupDate ?? '',
    };
  }
  return {
    ...common,
    months: terms.months,
    downpayment: terms.downPayment,
    // Credit has no residual value: the API's 0 means none.
    residual: terms.type === 'credit' ? 0 : (terms.residual ?? 0),
    currency: terms.type === 'credit' ? CURRENCY.RON : terms.currency,
  };
}

/** The read-back's term fields (`GET /client-order/{uuid}`, spec section 3). */
export interface ReadBackTerms {
  readonly credit_type: OrderType;
  readonly person: Person;
  readonly currency: Currency;
  readonly months: number;
  readonly downpayment: number;
  readonly residual: number | null;
  readonly monthly_km_included?: number | null | undefined;
  readonly data_preluare?: string | null | undefined;
}

/** Read-back → terms. */
export function termsFromReadBack(order: ReadBackTerms): OrderTerms {
  return {
    type: order.credit_type,
    person: order.person,
    currency: order.currency,
    months: order.months,
    downPayment: order.downpayment,
    residual: order.residual,
    km: order.monthly_km_included ?? null,
    pickupDate: order.data_preluare ?? null,
  };
}

/**
 * Terms → the `/timetable` query (spec section 7): a financing offer's schedule, or the
 * subscription's offer (months, km and person only).
 * @example timetableQuery({ type: 'credit', person: 1, currency: 1, months: 60, downPayment: 55, residual: 20, km: null, pickupDate: null }, 'B-101')
 * // type=credit&months=60&downpayment=55&residual=20&currency=RON&person=fizica&sku=B-101
 */
export function timetableQuery(terms: OrderTerms, sku: string): URLSearchParams {
  if (terms.type === SUBSCRIPTION_TYPE) {
    return new URLSearchParams({
      type: SUBSCRIPTION_TYPE,
      months: String(terms.months),
      sku,
      monthly_km_included: String(terms.km ?? ''),
      // Companies see prices without VAT; the offer repeats what the panel showed.
      person: personWord(terms.person),
    });
  }
  return new URLSearchParams({
    type: terms.type,
    months: String(terms.months),
    downpayment: String(terms.downPayment),
    residual: String(terms.residual ?? 0),
    currency: currencyName(terms.currency),
    person: personWord(terms.person),
    sku,
  });
}

/**
 * The `/timetable` query's fields once the server has checked them (whole numbers, known words):
 * still the wire's strings, so the decoder below is the exact inverse of `timetableQuery`.
 */
export interface TimetableQueryFields {
  readonly type: OrderType;
  readonly sku: string;
  readonly months: string;
  readonly person?: PersonWord | undefined;
  readonly downpayment?: string | undefined;
  readonly residual?: string | undefined;
  readonly currency?: CurrencyName | undefined;
  readonly monthly_km_included?: string | undefined;
}

/**
 * The `/timetable` query → terms. The subscription's offer carries no money terms: it is priced in
 * EUR with nothing down. A credit's residual on the wire is a placeholder, not part of its terms.
 * @example termsFromTimetableQuery({ type: 'carSubscription', sku: 'B-101', months: '6', monthly_km_included: '2000' })
 * // { type: 'carSubscription', person: 1, currency: 2, months: 6, downPayment: 0, residual: null, km: 2000, pickupDate: null }
 */
export function termsFromTimetableQuery(query: TimetableQueryFields): OrderTerms {
  const common = {
    type: query.type,
    person: personFromWord(query.person ?? 'fizica'),
    months: Number(query.months),
    pickupDate: null,
  };
  if (query.type === SUBSCRIPTION_TYPE) {
    const km = query.monthly_km_included;
    return {
      ...common,
      currency: CURRENCY.EUR,
      downPayment: 0,
      residual: null,
      km: km ? Number(km) : null,
    };
  }
  return {
    ...common,
    currency: currencyFromName(query.currency ?? 'RON'),
    downPayment: Number(query.downpayment ?? 0),
    residual: query.type === 'credit' ? null : Number(query.residual ?? 0),
    km: null,
  };
}

import { DEFAULT_FINANCING_PARAMS, DEFAULT_SUBSCRIPTION_PARAMS } from '../financing/financing-params.ts';
import {
  CURRENCY_CODES,
  CURRENCY_NAMES,
  currencyFromName,
  currencyName,
  type OrderTerms,
  PERSON_CODES,
  PERSON_WORDS,
  personFromWord,
  personWord,
  type TimetableQueryFields,
  termsFromReadBack,
  termsFromStore,
  termsFromTimetableQuery,
  termsToOrderBody,
  termsToStore,
  timetableQuery,
} from './order-terms.ts';

const leasing: OrderTerms = {
  type: 'leasing',
  person: 2,
  currency: 2,
  months: 24,
  downPayment: 15,
  residual: 5,
  km: 1000,
  pickupDate: null,
};
const subscription: OrderTerms = {
  type: 'carSubscription',
  person: 1,
  currency: 1,
  months: 6,
  downPayment: 0,
  residual: null,
  km: 2000,
  pickupDate: '2026-05-04',
};

describe('codes and words', () => {
  it.each([
    [1, 'RON'],
    [2, 'EUR'],
  ] as const)('currency %i ↔ %s', (code, name) => {
    expect(currencyName(code)).toBe(name);
    expect(currencyFromName(name)).toBe(code);
  });

  it.each([
    [1, 'fizica'],
    [2, 'juridica'],
  ] as const)('person %i ↔ %s', (code, word) => {
    expect(personWord(code)).toBe(word);
    expect(personFromWord(word)).toBe(code);
  });
});

describe('store codec', () => {
  it('reads the calculator store under the spec names', () => {
    expect(termsFromStore({ ...DEFAULT_FINANCING_PARAMS, upFront: 35, range: 1500 }, '2026-01-05')).toEqual({
      type: 'credit',
      person: 1,
      currency: 1,
      months: 60,
      downPayment: 35,
      residual: 20,
      km: 1500,
      pickupDate: '2026-01-05',
    });
  });

  it('writes terms back over the current store, keeping what the terms leave open', () => {
    const current = { ...DEFAULT_SUBSCRIPTION_PARAMS, residual: 10, range: 3000 };
    expect(termsToStore({ ...leasing, residual: null, km: null }, current)).toEqual({
      ...current,
      type: 'leasing',
      person: 2,
      currency: 2,
      months: 24,
      upFront: 15,
    });
  });

  it('round-trips the store', () => {
    const stored = { ...DEFAULT_FINANCING_PARAMS, type: 'leasing' as const, upFront: 30, residual: 15 };
    expect(termsToStore(termsFromStore(stored, null), DEFAULT_FINANCING_PARAMS)).toEqual(stored);
  });
});

describe('API body codec', () => {
  it.each<[string, OrderTerms, Record<string, unknown>]>([
    [
      'credit: RON, no residual',
      { ...leasing, type: 'credit', person: 1, currency: 2, residual: 20 },
      { sku: 'A-1', person: 1, credit_type: 'credit', months: 24, downpayment: 15, residual: 0, currency: 1 },
    ],
    [
      'leasing keeps currency and residual',
      leasing,
      {
        sku: 'A-1',
        person: 2,
        credit_type: 'leasing',
        months: 24,
        downpayment: 15,
        residual: 5,
        currency: 2,
      },
    ],
    [
      'subscription: months, km and pickup date only',
      subscription,
      {
        sku: 'A-1',
        person: 1,
        credit_type: 'carSubscription',
        months: 6,
        monthly_km_included: 2000,
        data_preluare: '2026-05-04',
      },
    ],
    [
      'subscription without a date sends an empty one (the server names the field)',
      { ...subscription, pickupDate: null },
      {
        sku: 'A-1',
        person: 1,
        credit_type: 'carSubscription',
        months: 6,
        monthly_km_included: 2000,
        data_preluare: '',
      },
    ],
  ])('%s', (_name, terms, body) => {
    expect(termsToOrderBody(terms, 'A-1')).toEqual(body);
  });
});

describe('read-back codec', () => {
  it('reads the read-back names', () => {
    expect(
      termsFromReadBack({
        credit_type: 'carSubscription',
        person: 1,
        currency: 1,
        months: 6,
        downpayment: 0,
        residual: null,
        monthly_km_included: 2000,
        data_preluare: '2026-05-04',
      }),
    ).toEqual(subscription);
  });

  it('reads missing km and pickup date as none', () => {
    const { km, pickupDate } = termsFromReadBack({
      credit_type: 'credit',
      person: 1,
      currency: 1,
      months: 60,
      downpayment: 55,
      residual: null,
    });
    expect([km, pickupDate]).toEqual([null, null]);
  });
});

describe('timetable query codec', () => {
  it.each<[string, OrderTerms, string]>([
    [
      'financing schedule',
      leasing,
      'type=leasing&months=24&downpayment=15&residual=5&currency=EUR&person=juridica&sku=B-101',
    ],
    [
      'subscription offer',
      subscription,
      'type=carSubscription&months=6&sku=B-101&monthly_km_included=2000&person=fizica',
    ],
  ])('%s', (_name, terms, query) => {
    expect(timetableQuery(terms, 'B-101').toString()).toBe(query);
  });
});

describe('timetable query round trip', () => {
  // What a query can say: a credit is an individual's in RON without a residual; the
  // subscription's offer is in EUR with nothing down; no query carries a pickup date.
  const none = { km: null, pickupDate: null } as const;

  it.each<[string, OrderTerms]>([
    [
      'credit',
      { type: 'credit', person: 1, currency: 1, months: 60, downPayment: 55, residual: null, ...none },
    ],
    ['leasing, company, EUR', { ...leasing, km: null }],
    [
      'leasing, individual, RON',
      { ...leasing, person: 1, currency: 1, months: 48, downPayment: 50, km: null },
    ],
    [
      'subscription, company',
      { ...subscription, person: 2, currency: 2, months: 12, km: 3000, pickupDate: null },
    ],
    ['subscription without km', { ...subscription, currency: 2, ...none }],
  ])('%s', (_name, terms) => {
    // The encoder writes only words the server's check accepts, so its fields pass as checked.
    const query = Object.fromEntries(timetableQuery(terms, 'B-101')) as unknown as TimetableQueryFields;
    expect(termsFromTimetableQuery(query)).toEqual(terms);
    expect(query.sku).toBe('B-101');
  });

  it('reads a missing person as an individual and ignores a credit residual', () => {
    expect(
      termsFromTimetableQuery({
        type: 'credit',
        sku: 'B-101',
        months: '36',
        downpayment: '35',
        residual: '20',
        currency: 'RON',
      }),
    ).toEqual({
      type: 'credit',
      person: 1,
      currency: 1,
      months: 36,
      downPayment: 35,
      residual: null,
      ...none,
    });
  });
});

describe('the code tuples schemas pick from', () => {
  it('name the same currencies and persons, in the same order, as the words', () => {
    expect(CURRENCY_CODES.map(currencyName)).toEqual(CURRENCY_NAMES);
    expect(PERSON_CODES.map(personWord)).toEqual(PERSON_WORDS);
  });
});

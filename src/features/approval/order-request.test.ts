import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
} from '../../domain/financing/financing-params.ts';
import { invalidTerms, orderTerms } from './order-request.ts';

const leasing = {
  ...DEFAULT_FINANCING_PARAMS,
  type: 'leasing' as const,
  currency: 2 as const,
  upFront: 40,
  residual: 10,
  months: 48,
};

describe('orderTerms', () => {
  it.each([
    [
      'credit: RON, no residual',
      { pkg: 'credit', params: { ...DEFAULT_FINANCING_PARAMS, residual: 20 }, sku: 'A-1', pickupDate: null },
      { sku: 'A-1', person: 1, credit_type: 'credit', months: 60, downpayment: 55, residual: 0, currency: 1 },
    ],
    [
      'leasing EUR company',
      { pkg: 'leasing', params: { ...leasing, person: 2 }, sku: 'B-2', pickupDate: null },
      {
        sku: 'B-2',
        person: 2,
        credit_type: 'leasing',
        months: 48,
        downpayment: 40,
        residual: 10,
        currency: 2,
      },
    ],
    [
      'subscription: pickup date and km',
      {
        pkg: 'carSubscription',
        params: { ...DEFAULT_SUBSCRIPTION_PARAMS, months: 6, range: 2000 },
        sku: 'C-3',
        pickupDate: '2030-01-07',
      },
      {
        sku: 'C-3',
        person: 1,
        credit_type: 'carSubscription',
        months: 6,
        monthly_km_included: 2000,
        data_preluare: '2030-01-07',
      },
    ],
  ] as const)('%s', (_name, context, expected) => {
    expect(orderTerms(context)).toEqual(expected);
  });
});

describe('invalidTerms', () => {
  it.each([
    [
      'valid credit terms',
      orderTerms({ pkg: 'credit', params: DEFAULT_FINANCING_PARAMS, sku: 'A-1', pickupDate: null }),
      [],
    ],
    [
      'no car',
      orderTerms({ pkg: 'credit', params: DEFAULT_FINANCING_PARAMS, sku: '', pickupDate: null }),
      ['sku'],
    ],
    [
      'pickup date in the past',
      orderTerms({
        pkg: 'carSubscription',
        params: DEFAULT_SUBSCRIPTION_PARAMS,
        sku: 'C-3',
        pickupDate: '2026-01-05',
      }),
      ['data_preluare'],
    ],
    [
      'pickup date missing',
      orderTerms({
        pkg: 'carSubscription',
        params: DEFAULT_SUBSCRIPTION_PARAMS,
        sku: 'C-3',
        pickupDate: null,
      }),
      ['data_preluare'],
    ],
    [
      'a valid weekday pickup date',
      orderTerms({
        pkg: 'carSubscription',
        params: DEFAULT_SUBSCRIPTION_PARAMS,
        sku: 'C-3',
        pickupDate: '2026-03-02',
      }),
      [],
    ],
  ] as const)('%s → %j', (_name, terms, expected) => {
    expect(invalidTerms(terms, '2026-02-01')).toEqual(expected);
  });
});

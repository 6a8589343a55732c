import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FINANCING_PARAMS,
  DEFAULT_SUBSCRIPTION_PARAMS,
  type FinancingParams,
  normalizeFinancingParams,
  withType,
} from './financing-params.ts';
import { readQuote, withQuote } from './quote-url.ts';

const credit: FinancingParams = { ...DEFAULT_FINANCING_PARAMS, months: 48, upFront: 35 };
const leasingCompanyEur: FinancingParams = normalizeFinancingParams({
  ...withType(DEFAULT_FINANCING_PARAMS, 'leasing'),
  person: 2,
  currency: 2,
  months: 36,
  upFront: 20,
  residual: 10,
});
const subscription: FinancingParams = { ...DEFAULT_SUBSCRIPTION_PARAMS, person: 2, months: 6, range: 2000 };

describe('withQuote writes only the terms the product uses', () => {
  it.each<[string, string, FinancingParams, string]>([
    ['credit', '', credit, 'tip=credit&luni=48&avans=35'],
    ['leasing', '', leasingCompanyEur, 'tip=leasing&persoana=pj&moneda=eur&luni=36&avans=20&rezidual=10'],
    ['subscription', '', subscription, 'tip=abonament&persoana=pj&luni=6&km=2000'],
    [
      'other parameters kept',
      '?utm_source=ziar&luni=12',
      credit,
      'utm_source=ziar&tip=credit&luni=48&avans=35',
    ],
    [
      'an earlier quote replaced',
      '?tip=leasing&rezidual=20&moneda=eur',
      credit,
      'tip=credit&luni=48&avans=35',
    ],
  ])('%s', (_case, search, params, expected) => {
    expect(withQuote(search, params)).toBe(expected);
  });
});

describe('readQuote', () => {
  it.each([credit, leasingCompanyEur, subscription, DEFAULT_FINANCING_PARAMS, DEFAULT_SUBSCRIPTION_PARAMS])(
    'reopens the same terms: %o',
    (params) => {
      expect(readQuote(withQuote('', params))).toEqual(params);
    },
  );

  it.each<[string, string, FinancingParams | undefined]>([
    ['no product named', '?luni=48', undefined],
    ['an unknown product', '?tip=chirie&luni=48', undefined],
    [
      'terms missing take the product defaults',
      '?tip=leasing',
      withType(DEFAULT_FINANCING_PARAMS, 'leasing'),
    ],
    [
      'a credit is an individual in lei whatever the link says',
      '?tip=credit&persoana=pj&moneda=eur',
      DEFAULT_FINANCING_PARAMS,
    ],
    ['off-grid months snap', '?tip=credit&luni=50&avans=35', { ...credit, months: 48 }],
    ['unreadable numbers take the default', '?tip=credit&luni=-3&avans=1e3', DEFAULT_FINANCING_PARAMS],
    ['a subscription term it does not offer', '?tip=abonament&luni=7&km=999', DEFAULT_SUBSCRIPTION_PARAMS],
  ])('%s', (_case, search, expected) => {
    expect(readQuote(search)).toEqual(expected);
  });
});

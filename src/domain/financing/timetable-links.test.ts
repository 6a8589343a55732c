import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';
import { approvalUrl, offerFileName, offerUrl, scheduleFileName, scheduleUrl } from './timetable-links.ts';

describe('scheduleUrl', () => {
  it.each<[string, Partial<FinancingParams>, Record<string, string>]>([
    [
      'default credit',
      {},
      { type: 'credit', months: '60', downpayment: '55', currency: 'RON', person: 'fizica' },
    ],
    [
      'leasing company EUR',
      { type: 'leasing', person: 2, currency: 2, upFront: 15, residual: 5, months: 24 },
      {
        type: 'leasing',
        months: '24',
        downpayment: '15',
        residual: '5',
        currency: 'EUR',
        person: 'juridica',
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    const url = new URL(
      scheduleUrl('/api', { ...DEFAULT_FINANCING_PARAMS, ...overrides }, 'B-101'),
      'http://x',
    );
    expect(url.pathname).toBe('/api/timetable');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...expected, sku: 'B-101' });
  });
});

describe('offerUrl', () => {
  it('asks for the subscription offer with the km included', () => {
    const url = new URL(offerUrl('https://cms.example.ro/api', { months: 6, range: 3000, person: 2 }, 'A-7'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'carSubscription',
      months: '6',
      sku: 'A-7',
      monthly_km_included: '3000',
      person: 'juridica',
    });
  });
});

describe('file names and approval', () => {
  it.each([
    [scheduleFileName('leasing', 'B-1'), 'scadentar-leasing-B-1.pdf'],
    [offerFileName('A-7'), 'oferta-carSubscription-A-7.pdf'],
    [approvalUrl('credit'), '/aprobare/credit/1'],
    [approvalUrl('carSubscription'), '/aprobare/carSubscription/1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

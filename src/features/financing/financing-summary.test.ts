import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { buildFinancingSummary } from './financing-summary.ts';
import { financingInfo } from './payment-info.fixture.ts';

const credit = DEFAULT_FINANCING_PARAMS;
const leasing: FinancingParams = { ...credit, type: 'leasing', upFront: 50 };

it('credit summary carries the cell figures and no LF fields', () => {
  const result = buildFinancingSummary(financingInfo, credit);
  expect(result).toEqual({
    ok: true,
    summary: {
      type: 'credit',
      person: 1,
      currency: 1,
      residual: 0,
      analiza_dosar: 605,
      interest_rate: 8.99,
      period: 60,
      downpayment_euro: 11000,
      downpayment_ron: 55000,
      financed_value_euro: 9000,
      financed_value_ron: 45000,
      total_volume_euro: 18000,
      total_volume_ron: 90000,
      dae: 9.5,
      dae_total: 12.25,
      casco_insurance_ron: 200,
      casco_insurance_eur: 40,
    },
  });
});

describe.each<[string, FinancingParams, Record<string, number | undefined>]>([
  [
    'leasing individual adds the LF EUR figures',
    leasing,
    {
      residual: 20,
      downpayment_euro: 10000,
      interest_rate_lf_euro: 6.5,
      analiza_dosar_lf_euro: 121,
      total_volume_lf_euro: 6600,
      dae_lf_euro: 7.1,
      dae_lf_total_euro: 9.9,
    },
  ],
  [
    'leasing company keeps the VAT-inclusive table values',
    { ...leasing, person: 2 },
    { person: 2, downpayment_ron: 60500, casco_insurance_eur: 36.3 },
  ],
])('%s', (_name, params, expected) => {
  it('matches', () => {
    const result = buildFinancingSummary(financingInfo, params);
    expect(result.ok && result.summary).toMatchObject(expected);
  });
});

it('leasing without LF figures in the cell leaves those fields out', () => {
  const result = buildFinancingSummary(financingInfo, { ...leasing, person: 2 });
  expect(result.ok && result.summary).not.toHaveProperty('dae_lf_euro');
  expect(result.ok && result.summary).not.toHaveProperty('total_volume_lf_euro');
});

it.each<FinancingParams>([
  { ...credit, upFront: 15 },
  { ...leasing, residual: 10 },
  { ...credit, type: 'carSubscription' },
])('missing cell %j', (params) => {
  expect(buildFinancingSummary(financingInfo, params)).toEqual({ ok: false, reason: 'missing-combination' });
});

import { roundMoney } from '../money.ts';
import { computeFinancingOffer } from './financing-offer.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from './financing-params.ts';
import { financingPaymentInfo } from './payment-info-builder.ts';
import { buildPaymentSchedule } from './payment-schedule.ts';

// Tables computed by the seed's offer engine, as the CMS serves them.
const info = financingPaymentInfo(23_450, 4.97);

const cells: [string, Partial<FinancingParams>][] = [
  ['credit 55 % 60 months', {}],
  ['credit 15 % 12 months', { upFront: 15, months: 12 }],
  ['leasing individual RON 50 % residual 20', { type: 'leasing', upFront: 50, residual: 20 }],
  [
    'leasing individual EUR 30 % residual 5',
    { type: 'leasing', currency: 2, upFront: 30, residual: 5, months: 36 },
  ],
  [
    'leasing company RON 15 % residual 10',
    { type: 'leasing', person: 2, upFront: 15, residual: 10, months: 24 },
  ],
  [
    'leasing company EUR 40 % residual 15',
    { type: 'leasing', person: 2, currency: 2, upFront: 40, residual: 15, months: 48 },
  ],
];

function scheduleOf(overrides: Partial<FinancingParams>) {
  const params = { ...DEFAULT_FINANCING_PARAMS, ...overrides };
  const result = buildPaymentSchedule(info, params);
  const offer = computeFinancingOffer(info, params);
  if (!result.ok || !offer.ok) throw new Error('cell missing from the seeded tables');
  return { params, schedule: result.schedule, offer: offer.offer };
}

describe.each(cells)('payment schedule: %s', (_name, overrides) => {
  const { params, schedule, offer } = scheduleOf(overrides);

  it('has one row per month, each instalment equal to the panel figure', () => {
    expect(schedule.rows).toHaveLength(params.months);
    for (const row of schedule.rows) expect(row.instalment).toBe(offer.monthly);
  });

  it('splits every instalment into interest, principal and CASCO to the cent', () => {
    for (const row of schedule.rows) {
      expect(roundMoney(row.interest + row.principal + row.casco)).toBeCloseTo(row.instalment, 2);
    }
  });

  it('charges the first month interest on the financed value', () => {
    const first = schedule.rows[0];
    expect(first?.interest).toBe(roundMoney((offer.financedValue * offer.interestRate) / 1200));
  });

  it('ends at the residual value (leasing) or zero (credit), repaying the financed value', () => {
    const last = schedule.rows.at(-1);
    const balloon = params.type === 'leasing' ? offer.residualValue : null;
    expect(last?.balance).toBe(balloon ?? 0);
    expect(schedule.finalPayment).toBe(balloon);
    const repaid = roundMoney(schedule.rows.reduce((sum, row) => sum + row.principal, 0));
    expect(repaid).toBeCloseTo(offer.financedValue - (balloon ?? 0), 2);
  });

  // Instalment and CASCO are rounded to cents, so each month may carry at most a cent of drift.
  it('matches the annuity of the tables: the last month absorbs at most a cent per month', () => {
    const rows = schedule.rows;
    const beforeLast = rows.at(-2)?.balance ?? offer.financedValue;
    const expectedInterest = (beforeLast * offer.interestRate) / 1200;
    expect(Math.abs((rows.at(-1)?.interest ?? 0) - expectedInterest)).toBeLessThan(params.months * 0.01);
  });

  it('keeps interest decreasing as the balance falls', () => {
    const interests = schedule.rows.slice(0, -1).map((row) => row.interest);
    expect(interests).toEqual([...interests].sort((a, b) => b - a));
  });
});

describe('payment schedule for a cell missing from the tables', () => {
  it.each([
    ['months', { months: 60 }, (draft: typeof info) => delete draft.credit['55']?.monthlyPayment['60']],
    ['down payment', { upFront: 25 }, (draft: typeof info) => delete draft.credit['25']],
  ])('reports the missing %s instead of a schedule', (_field, overrides, remove) => {
    const draft = structuredClone(info);
    remove(draft);
    const result = buildPaymentSchedule(draft, { ...DEFAULT_FINANCING_PARAMS, ...overrides });
    expect(result).toEqual({ ok: false, reason: 'missing-combination' });
  });

  it('refuses a subscription: it has no schedule', () => {
    const result = buildPaymentSchedule(info, { ...DEFAULT_FINANCING_PARAMS, type: 'carSubscription' });
    expect(result.ok).toBe(false);
  });
});

// Issue 12.4: the company calculator's "CASCO lunar" and the schedule PDF's CASCO column are one figure.
describe.each([
  [18_900, 4.97],
  [23_450, 4.97],
  [31_990, 5.02],
  [64_500, 4.95],
])('CASCO of a car priced %i EUR (rate %s): panel and schedule agree', (price, rate) => {
  const carInfo = financingPaymentInfo(price, rate);
  it.each<[string, Partial<FinancingParams>]>([
    ['credit individual', {}],
    ['leasing individual EUR', { type: 'leasing', currency: 2, upFront: 40, residual: 10, months: 36 }],
    ['leasing company RON', { type: 'leasing', person: 2, upFront: 20, residual: 5, months: 48 }],
    ['leasing company EUR', { type: 'leasing', person: 2, currency: 2, upFront: 50, residual: 20 }],
  ])('%s', (_name, overrides) => {
    const params = { ...DEFAULT_FINANCING_PARAMS, ...overrides };
    const offer = computeFinancingOffer(carInfo, params);
    const schedule = buildPaymentSchedule(carInfo, params);
    if (!offer.ok || !schedule.ok) throw new Error('cell missing from the seeded tables');
    for (const row of schedule.schedule.rows) expect(row.casco).toBe(offer.offer.casco);
    const table =
      carInfo.leasing_juridica[String(params.upFront)]?.residualRate[String(params.residual)]?.monthlyPayment[
        String(params.months)
      ];
    if (params.person === 2 && table) {
      // Issue 31.14: insurance carries no VAT, so a company's CASCO is the premium, not ÷1.21.
      const premium = params.currency === 2 ? table.cascoInsurance : table.cascoInsuranceRon;
      expect(offer.offer.casco).toBe(premium);
    }
  });
});

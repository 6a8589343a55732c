import { describe, expect, it } from 'vitest';
import { cutoffsOf, daysBefore, keepReasonOf, monthsBefore, parsePeriod, periodsOf } from './retention.ts';

describe.each([
  ['2026-11-28T10:00:00Z', 12, '2025-11-28T10:00:00.000Z'],
  ['2026-03-31T00:00:00Z', 1, '2026-02-28T00:00:00.000Z'],
  ['2028-03-31T00:00:00Z', 1, '2028-02-29T00:00:00.000Z'],
  ['2026-01-15T08:30:00Z', 6, '2025-07-15T08:30:00.000Z'],
  ['2026-11-28T10:00:00Z', 36, '2023-11-28T10:00:00.000Z'],
])('monthsBefore(%s, %i)', (now, months, expected) => {
  it(`is ${expected}`, () => {
    expect(monthsBefore(new Date(now), months).toISOString()).toBe(expected);
  });
});

describe.each([
  ['retention_leads_months', '12', 12],
  ['retention_leads_months', ' 24 ', 24],
  ['retention_leads_months', '0', null],
  ['retention_leads_months', '121', null],
  ['retention_leads_months', '1.5', null],
  ['retention_leads_months', '', null],
  ['retention_outbox_days', '3650', 3650],
  ['retention_outbox_days', '-1', null],
  ['retention_leads_months', undefined, null],
] as const)('parsePeriod(%s, %j)', (key, value, expected) => {
  it(`is ${expected}`, () => {
    expect(parsePeriod(key, value)).toBe(expected);
  });
});

describe('periodsOf', () => {
  it('takes the valid settings and the defaults for the rest', () => {
    expect(periodsOf({ retention_leads_months: '3', retention_outbox_days: 'many' })).toEqual({
      retention_leads_months: 3,
      retention_refused_months: 6,
      retention_consent_months: 36,
      retention_outbox_days: 90,
    });
  });

  it('gives each rule its cut-off', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(cutoffsOf(now, periodsOf({}))).toEqual({
      leads: new Date('2025-11-28T10:00:00Z'),
      refused: new Date('2026-05-28T10:00:00Z'),
      consentEnded: new Date('2023-11-28T10:00:00Z'),
      outboxSent: daysBefore(now, 90),
    });
  });
});

describe.each([
  [{ paidAt: new Date(), identificationStatus: null, payments: 1 }, 'payment'],
  [{ paidAt: null, identificationStatus: null, payments: 1 }, 'payment'],
  [{ paidAt: null, identificationStatus: 'signed', payments: 0 }, 'contract'],
  [{ paidAt: null, identificationStatus: 'identified', payments: 0 }, null],
  [{ paidAt: null, identificationStatus: null, payments: 0 }, null],
])('keepReasonOf(%j)', (order, expected) => {
  it(`is ${expected}`, () => {
    expect(keepReasonOf(order)).toBe(expected);
  });
});

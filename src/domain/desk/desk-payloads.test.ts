import * as v from 'valibot';
import { roDesk } from '../../i18n/ro/desk.ts';
import { roValidation } from '../../i18n/ro/validation.ts';
import { toFieldErrors } from '../../lib/validation/rules.ts';
import {
  leadHandleSchema,
  refundDecisionSchema,
  reviewDecisionSchema,
  withdrawalProcessSchema,
} from './desk-payloads.ts';

const errorsOf = (schema: v.GenericSchema, body: unknown) => {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? {} : toFieldErrors(parsed.issues);
};

describe('reviewDecisionSchema', () => {
  describe.each([
    [{ outcome: 'approved' }, {}],
    [{ outcome: 'approved', reason: '  Dovedit.  ' }, {}],
    [{ outcome: 'upheld', reason: 'Gradul de indatorare ramane prea mare.' }, {}],
    [{ outcome: 'upheld' }, { reason: roDesk.reasonRequired }],
    [{ outcome: 'upheld', reason: '   ' }, { reason: roDesk.reasonRequired }],
    [{ outcome: 'upheld', reason: 'prea mic' }, { reason: roDesk.reasonTooShort }],
    [
      { outcome: 'upheld', reason: 'x'.repeat(2001) },
      { reason: roValidation.textTooLong.replace('{max}', '2000') },
    ],
    [{ outcome: 'upheld', reason: 'motiv cu \u0000 nul in el' }, { reason: roValidation.textCharacters }],
  ])('%j', (body, errors) => {
    it(`gives ${JSON.stringify(errors)}`, () => expect(errorsOf(reviewDecisionSchema, body)).toEqual(errors));
  });
  it('refuses an unknown outcome', () => {
    expect(v.safeParse(reviewDecisionSchema, { outcome: 'poate' }).success).toBe(false);
    expect(v.safeParse(reviewDecisionSchema, {}).success).toBe(false);
  });
});

describe('withdrawalProcessSchema (today 27.11.2026, withdrawn 20.11.2026)', () => {
  const schema = withdrawalProcessSchema('2026-11-27', '2026-11-20');
  describe.each([
    ['2026-11-20', {}],
    ['2026-11-27', {}],
    ['2026-11-28', { money_returned_on: roValidation.dateInFuture }],
    ['2026-11-19', { money_returned_on: roDesk.returnedBeforeWithdrawal.replace('{date}', '20.11.2026') }],
    ['', { money_returned_on: roDesk.returnedOnRequired }],
    ['2026-02-30', { money_returned_on: roValidation.dateInputInvalid }],
  ])('%s', (day, errors) => {
    it(`gives ${JSON.stringify(errors)}`, () =>
      expect(errorsOf(schema, { money_returned_on: day })).toEqual(errors));
  });
});

describe('refundDecisionSchema (today 27.11.2026, asked 24.11.2026)', () => {
  const schema = refundDecisionSchema('2026-11-27', '2026-11-24');
  describe.each([
    [{ decision: 'approved', amount_paid: '1.100,50', paid_on: '2026-11-26' }, {}],
    [{ decision: 'approved', amount_paid: 1100.5, paid_on: '2026-11-24' }, {}],
    [
      { decision: 'approved', amount_paid: '', paid_on: '2026-11-26' },
      { amount_paid: roDesk.amountPaidRequired },
    ],
    [
      { decision: 'approved', amount_paid: '-5', paid_on: '2026-11-26' },
      { amount_paid: roValidation.amountInvalid },
    ],
    [
      { decision: 'approved', amount_paid: '10', paid_on: '2026-11-23' },
      { paid_on: roDesk.paidBeforeRequest.replace('{date}', '24.11.2026') },
    ],
    [
      { decision: 'approved', amount_paid: '10', paid_on: '2026-11-28' },
      { paid_on: roValidation.dateInFuture },
    ],
    [{ decision: 'refused', reason: 'Plata nu apare in extras.' }, {}],
    [{ decision: 'refused' }, { reason: roDesk.reasonRequired }],
  ])('%j', (body, errors) => {
    it(`gives ${JSON.stringify(errors)}`, () => expect(errorsOf(schema, body)).toEqual(errors));
  });
  it('refuses an amount above the largest refund', () => {
    const errors = errorsOf(schema, { decision: 'approved', amount_paid: '6.000,01', paid_on: '2026-11-26' });
    expect(Object.keys(errors)).toEqual(['amount_paid']);
  });
});

describe('leadHandleSchema', () => {
  it.each([
    [{}, ''],
    [{ note: '  Sunat.  ' }, 'Sunat.'],
  ])('%j → note %j', (body, note) => expect(v.parse(leadHandleSchema, body)).toEqual({ note }));
  it('refuses a note over 2000 characters', () => {
    expect(v.safeParse(leadHandleSchema, { note: 'x'.repeat(2001) }).success).toBe(false);
  });
});

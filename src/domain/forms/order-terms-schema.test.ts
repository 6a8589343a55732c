import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors } from '../../lib/validation/testing/schema-helpers.ts';
import { adjustTermsSchema } from './order-terms-schema.ts';

const m = roValidation;

describe('adjustTermsSchema', () => {
  it('reads the sliders’ strings as numbers', () => {
    expect(v.parse(adjustTermsSchema, { months: '48', downpayment: '35', residual: '0' })).toEqual({
      months: 48,
      downpayment: 35,
      residual: 0,
    });
  });

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ months: 72, downpayment: 35, residual: 5 }, { months: m.chooseOption }],
    [{ months: 12, downpayment: 5, residual: 5 }, { downpayment: m.chooseOption }],
    [{ months: 12, downpayment: 15, residual: 25 }, { residual: m.chooseOption }],
  ])('%j → %j', (input, errors) => {
    expect(fieldErrors(adjustTermsSchema, input)).toEqual(errors);
  });
});

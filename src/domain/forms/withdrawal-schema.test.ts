import * as v from 'valibot';
import { roValidation, roWithdrawal } from '../../i18n/ro.ts';
import { withdrawalConfirmSchema, withdrawalLookupSchema } from './withdrawal-schema.ts';

const CODE = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';
const valid = { order_code: CODE, email: 'ana@example.ro' };

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : { field: v.getDotPath(result.issues[0]), message: result.issues[0].message };
};

describe('withdrawal form schema', () => {
  it('accepts a code pasted with spaces or in capitals and gives it as stored', () => {
    expect(v.parse(withdrawalLookupSchema, { ...valid, order_code: `  ${CODE.toUpperCase()} ` })).toEqual(
      valid,
    );
  });

  it.each([
    [{ email: valid.email }, 'order_code', roWithdrawal.orderCodeRequired],
    [{ ...valid, order_code: '3f2b8c1e' }, 'order_code', roWithdrawal.orderCodeInvalid],
    [{ ...valid, order_code: `${CODE}0` }, 'order_code', roWithdrawal.orderCodeInvalid],
    [{ ...valid, order_code: 'x'.repeat(65) }, 'order_code', 'Maxim 64 caractere'],
    [{ order_code: CODE }, 'email', roValidation.emailRequired],
    [{ ...valid, email: 'ana@' }, 'email', roValidation.emailInvalid],
  ])('refuses %o on %s', (input, field, message) => {
    expect(firstIssue(withdrawalLookupSchema, input)).toEqual({ field, message });
  });

  it('asks the confirmation step for an explicit confirm', () => {
    expect(firstIssue(withdrawalConfirmSchema, valid)).toEqual({
      field: 'confirm',
      message: roWithdrawal.confirmRequired,
    });
    expect(firstIssue(withdrawalConfirmSchema, { ...valid, confirm: false })?.field).toBe('confirm');
    expect(v.parse(withdrawalConfirmSchema, { ...valid, confirm: true })).toEqual({
      ...valid,
      confirm: true,
    });
  });
});

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import {
  createRefundFormSchema,
  createRefundSchema,
  REFUND_PRODUCTS,
  refundFileRules,
  refundProductLabels,
} from './refund-schema.ts';

const m = roValidation;
const today = '2025-06-16';
const schema = createRefundSchema(today);
/** As multipart sends it: every value is text. */
const valid = {
  payer_name: 'Ion Popescu',
  payment_value: '1.234,56',
  payment_date: '2025-06-16',
  financial_product: 'leasing_clasic',
  account: 'ro49 aaaa 1b31 0075 9384 0000',
  email: '',
  terms_gdpr: 'on',
  terms: 'true',
};

describe('createRefundSchema', () => {
  it('normalises a multipart submission', () => {
    expect(v.parse(schema, valid)).toEqual({
      payer_name: 'Ion Popescu',
      payment_value: 1234.56,
      payment_date: '2025-06-16',
      financial_product: 'leasing_clasic',
      account: 'RO49AAAA1B31007593840000',
      email: '',
      terms_gdpr: true,
      terms: true,
    });
  });

  it.each([['1234.56'], ['1.234,56'], [1234.56]])('reads %j as 1234.56 lei', (amount) => {
    expect(v.parse(schema, { ...valid, payment_value: amount }).payment_value).toBe(1234.56);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing payer', without(valid, 'payer_name'), 'payer_name', m.nameRequired],
    ['short payer', { ...valid, payer_name: 'I' }, 'payer_name', m.nameMin],
    ['missing amount', { ...valid, payment_value: ' ' }, 'payment_value', m.paymentValueRequired],
    ['text amount', { ...valid, payment_value: 'o mie' }, 'payment_value', m.amountInvalid],
    ['zero amount', { ...valid, payment_value: '0' }, 'payment_value', m.amountInvalid],
    ['missing date', without(valid, 'payment_date'), 'payment_date', m.paymentDateRequired],
    ['future date', { ...valid, payment_date: '2025-06-17' }, 'payment_date', m.dateInFuture],
    ['missing product', { ...valid, financial_product: '' }, 'financial_product', m.chooseOption],
    ['unknown product', { ...valid, financial_product: 'ipoteca' }, 'financial_product', m.chooseOption],
    ['missing IBAN', without(valid, 'account'), 'account', m.ibanRequired],
    [
      'IBAN with wrong check digits',
      { ...valid, account: 'RO48AAAA1B31007593840000' },
      'account',
      m.ibanInvalid,
    ],
    ['foreign IBAN', { ...valid, account: 'DE89370400440532013000' }, 'account', m.ibanInvalid],
    ['bad optional email', { ...valid, email: 'ion@' }, 'email', m.emailInvalid],
    ['no data protection', without(valid, 'terms_gdpr'), 'terms_gdpr', m.dataProtection],
    ['no terms', { ...valid, terms: 'false' }, 'terms', m.terms],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(schema, input)).toEqual({ [field]: message });
  });
});

describe('createRefundFormSchema', () => {
  const form = createRefundFormSchema(today);
  const pdf = { name: 'extras.pdf', type: 'application/pdf', size: 2048 };

  it.each<[string, unknown, Record<string, string>]>([
    ['a PDF', pdf, {}],
    ['no file', undefined, { file: m.statementRequired }],
    ['a picture', { name: 'extras.jpg', type: 'image/jpeg', size: 2048 }, { file: m.pdfOnly }],
    ['an 11 MB PDF', { ...pdf, size: 11 * 1024 * 1024 }, { file: m.fileTooLarge }],
  ])('%s → %j', (_case, file, errors) => {
    expect(fieldErrors(form, { ...valid, file })).toEqual(errors);
  });

  it('checks the content of an upload on the server', () => {
    expect(refundFileRules.isPdfBytes(new TextEncoder().encode('%PDF-1.4'))).toBe(true);
    expect(refundFileRules.isPdfBytes(new TextEncoder().encode('GIF89a'))).toBe(false);
  });
});

describe('refund products', () => {
  it('labels each of the three products with the spec text', () => {
    expect(REFUND_PRODUCTS.map((code) => refundProductLabels[code])).toEqual([
      'Credit auto',
      'Leasing financiar Clasic',
      'Abonament auto',
    ]);
  });
});

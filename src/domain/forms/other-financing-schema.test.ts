import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { allowedCurrencies, otherFinancingSchema } from './other-financing-schema.ts';

const m = roValidation;
const valid = {
  sku: 'B-101',
  person: 'fizica',
  credit_type: 'perfect_leasing',
  currency: 'EUR',
  nume: 'Popescu Ion',
  email: 'ion@exemplu.ro',
  localitate: 'Iasi',
  telefon: '+40712345678',
  data_protection: true,
};

describe('allowedCurrencies', () => {
  it.each([
    ['juridica', 'credit', ['RON', 'EUR']],
    ['juridica', 'perfect_leasing', ['EUR']],
    ['fizica', 'credit', ['EUR']],
    ['fizica', 'perfect_leasing', ['EUR']],
    [undefined, undefined, ['EUR']],
  ] as const)('%s + %s → %j', (person, creditType, currencies) => {
    expect(allowedCurrencies(person, creditType)).toEqual(currencies);
  });
});

describe('otherFinancingSchema', () => {
  it.each([
    ['individual, leasing, EUR', valid],
    ['company, credit, RON', { ...valid, person: 'juridica', credit_type: 'credit', currency: 'RON' }],
    ['company, credit, EUR', { ...valid, person: 'juridica', credit_type: 'credit', currency: 'EUR' }],
  ])('accepts %s', (_case, input) => {
    expect(v.safeParse(otherFinancingSchema, input).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing person', without(valid, 'person'), 'person', m.legalFormRequired],
    ['unknown person', { ...valid, person: 'srl' }, 'person', m.legalFormRequired],
    ['missing financing type', { ...valid, credit_type: '' }, 'credit_type', m.financingTypeRequired],
    ['missing currency', without(valid, 'currency'), 'currency', m.chooseOption],
    ['RON for an individual', { ...valid, currency: 'RON' }, 'currency', m.chooseOption],
    [
      'RON for company leasing',
      { ...valid, person: 'juridica', currency: 'RON' },
      'currency',
      m.chooseOption,
    ],
    ['short name', { ...valid, nume: 'P' }, 'nume', m.nameMin],
    ['short locality', { ...valid, localitate: 'I' }, 'localitate', m.cityMin],
    ['bad phone', { ...valid, telefon: '+40 712-345' }, 'telefon', PHONE_MESSAGE],
    ['bad email', { ...valid, email: 'ion@' }, 'email', m.emailInvalid],
    ['unticked data protection', { ...valid, data_protection: false }, 'data_protection', m.dataProtection],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(otherFinancingSchema, input)).toEqual({ [field]: message });
  });
});

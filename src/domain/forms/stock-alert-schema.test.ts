import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { stockAlertSchema } from './stock-alert-schema.ts';

const m = roValidation;
const valid = {
  sku: 'B-101',
  nume: 'Popescu',
  prenume: 'Ana',
  email: 'ana@exemplu.ro',
  oras: 'Cluj',
  telefon: '+40 712 345 678',
  data_protection: true,
};

describe('stockAlertSchema', () => {
  it('accepts a complete alert', () => {
    expect(v.parse(stockAlertSchema, valid)).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing nume', without(valid, 'nume'), 'nume', m.nameRequired],
    ['short nume', { ...valid, nume: 'P' }, 'nume', m.nameMin],
    ['missing prenume', { ...valid, prenume: '' }, 'prenume', m.firstNameRequired],
    ['short prenume', { ...valid, prenume: 'A' }, 'prenume', m.firstNameMin],
    ['missing telefon', without(valid, 'telefon'), 'telefon', m.phoneRequired],
    ['local telefon', { ...valid, telefon: '0712345678' }, 'telefon', PHONE_MESSAGE],
    ['missing email', { ...valid, email: ' ' }, 'email', m.emailRequired],
    ['bad email', { ...valid, email: 'ana@exemplu' }, 'email', m.emailInvalid],
    ['missing oras', without(valid, 'oras'), 'oras', m.cityRequired],
    ['short oras', { ...valid, oras: 'C' }, 'oras', m.cityMin],
    ['unticked data protection', { ...valid, data_protection: false }, 'data_protection', m.dataProtection],
    ['missing sku', without(valid, 'sku'), 'sku', m.fieldRequired],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(stockAlertSchema, input)).toEqual({ [field]: message });
  });

  it('reports every empty field at once', () => {
    expect(Object.keys(fieldErrors(stockAlertSchema, {})).sort()).toEqual(Object.keys(valid).sort());
  });
});

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { deliverySchema, pickupSchema } from './delivery-schema.ts';

const m = roValidation;
const valid = {
  order_code: '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f',
  judet: '12',
  localitate: 'Cluj-Napoca',
  adresa: 'Str. Memorandumului 1',
  telefon: '+40712345678',
  taxa_livrare: 49.5,
  terms_conditions: true,
};

describe('deliverySchema', () => {
  it('accepts a home delivery', () => {
    expect(v.parse(deliverySchema, valid)).toEqual({ ...valid, judet: 12 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no county', without(valid, 'judet'), 'judet', m.chooseFromList],
    ['no locality', { ...valid, localitate: '' }, 'localitate', m.chooseFromList],
    ['no street', without(valid, 'adresa'), 'adresa', m.streetRequired],
    ['no phone', { ...valid, telefon: '' }, 'telefon', m.phoneRequired],
    ['local phone', { ...valid, telefon: '0712345678' }, 'telefon', PHONE_MESSAGE],
    ['terms unticked', { ...valid, terms_conditions: false }, 'terms_conditions', m.required],
    ['negative fee', { ...valid, taxa_livrare: -1 }, 'taxa_livrare', m.fieldRequired],
    ['not an order code', { ...valid, order_code: '42' }, 'order_code', m.fieldRequired],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(deliverySchema, input)).toEqual({ [field]: message });
  });
});

describe('pickupSchema', () => {
  it.each<[unknown, Record<string, string>]>([
    [{ terms_conditions: true }, {}],
    [{}, { terms_conditions: m.required }],
  ])('%j → %j', (input, errors) => {
    expect(fieldErrors(pickupSchema, input)).toEqual(errors);
  });
});

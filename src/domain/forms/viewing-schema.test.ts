import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { PHONE_MESSAGE } from '../../lib/validation/rules.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { createViewingFormSchema, createViewingRequestSchema } from './viewing-schema.ts';

const m = roValidation;
const today = '2025-06-16';
const request = {
  car_id: 7,
  last_name: 'Ionescu',
  first_name: 'Dan',
  phone_no: '+40712345678',
  email: 'dan@exemplu.ro',
  date: '2025-06-16',
  hour: 10,
};
const form = { ...request, data_protection: true };

describe('viewing request (API body)', () => {
  const schema = createViewingRequestSchema(today);

  it('accepts a booking for today and normalises form strings', () => {
    expect(v.parse(schema, { ...request, car_id: '7', hour: '10' })).toEqual(request);
  });

  it('does not ask for the form-only checkbox', () => {
    expect(fieldErrors(schema, request)).toEqual({});
  });
});

describe('viewing form', () => {
  const schema = createViewingFormSchema(today);

  it.each<[string, Record<string, unknown>, string, string]>([
    ['short last name', { ...form, last_name: 'I' }, 'last_name', m.nameMin],
    ['short first name', { ...form, first_name: 'D' }, 'first_name', m.nameMin],
    ['missing first name', without(form, 'first_name'), 'first_name', m.firstNameRequired],
    ['local phone', { ...form, phone_no: '0712 345 678' }, 'phone_no', PHONE_MESSAGE],
    ['bad email', { ...form, email: 'dan.exemplu.ro' }, 'email', m.emailInvalid],
    ['missing date', without(form, 'date'), 'date', m.required],
    ['yesterday', { ...form, date: '2025-06-15' }, 'date', m.dateBeforeToday],
    ['not a date', { ...form, date: '16.06.2025' }, 'date', m.dateInputInvalid],
    ['missing hour', { ...form, hour: '' }, 'hour', m.required],
    ['hour 24', { ...form, hour: 24 }, 'hour', m.required],
    ['unticked data protection', without(form, 'data_protection'), 'data_protection', m.required],
    ['no car', { ...form, car_id: 0 }, 'car_id', m.fieldRequired],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(schema, input)).toEqual({ [field]: message });
  });
});

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { contactSchema } from './contact-schema.ts';

const m = roValidation;
const valid = {
  name: 'Maria',
  email: 'maria@exemplu.ro',
  message: 'As dori o oferta pentru un SUV.',
  data_protection: true,
};

describe('contactSchema', () => {
  it('accepts a message with or without an idempotency key', () => {
    expect(v.parse(contactSchema, valid)).toEqual(valid);
    const keyed = { ...valid, idempotency_key: '0b6f1c9e-4a3d-4f7e-9a51-2f1f3c7d8e90' };
    expect(v.parse(contactSchema, keyed)).toEqual(keyed);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing name', without(valid, 'name'), 'name', m.nameRequired],
    ['short name', { ...valid, name: 'M' }, 'name', m.nameMin],
    ['missing email', { ...valid, email: '' }, 'email', m.emailRequired],
    ['bad email', { ...valid, email: 'maria@exemplu' }, 'email', m.emailInvalid],
    ['missing message', without(valid, 'message'), 'message', m.messageRequired],
    ['short message', { ...valid, message: 'Salut!' }, 'message', m.messageMin],
    ['unticked data protection', { ...valid, data_protection: false }, 'data_protection', m.dataProtection],
    ['malformed key', { ...valid, idempotency_key: 'a b' }, 'idempotency_key', m.fieldRequired],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(contactSchema, input)).toEqual({ [field]: message });
  });
});

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import {
  companyDetailsSchemaFor,
  otherCompanyDetailsSchema,
  registeredCompanyDetailsSchema,
} from './company-details-schema.ts';

const m = roValidation;
const registered = {
  specialitate_liceu: '1',
  specialitate_superioare: '0',
  fluctuatie_personal: '2',
  numar_furnizori: '3',
  experienta_domeniu: '4',
  numar_clienti: '1',
  certificare_iso: '3',
};
const other = {
  luni_activitate: '12',
  experienta_domeniu: 2,
  venit_brut: '250.000',
  venit_net: '-1.500,50',
  profit: '-1.500,50',
};

describe('companyDetailsSchemaFor', () => {
  it.each([
    [1, registeredCompanyDetailsSchema],
    [2, registeredCompanyDetailsSchema],
    [3, otherCompanyDetailsSchema],
    [4, otherCompanyDetailsSchema],
    [5, otherCompanyDetailsSchema],
  ])('company type %i', (tip, schema) => {
    expect(companyDetailsSchemaFor(tip)).toBe(schema);
  });
});

describe('registeredCompanyDetailsSchema (SRL, SA)', () => {
  it('accepts every answer', () => {
    expect(v.parse(registeredCompanyDetailsSchema, registered)).toMatchObject({ fluctuatie_personal: 2 });
  });

  it.each(Object.keys(registered))('requires %s', (key) => {
    expect(
      fieldErrors(registeredCompanyDetailsSchema, without(registered, key as keyof typeof registered)),
    ).toEqual({
      [key]: m.chooseOption,
    });
  });

  it.each<[string, unknown]>([
    ['specialitate_liceu', 2],
    ['fluctuatie_personal', 4],
    ['experienta_domeniu', 5],
    ['certificare_iso', 0],
  ])('refuses %s = %j', (key, value) => {
    expect(fieldErrors(registeredCompanyDetailsSchema, { ...registered, [key]: value })).toEqual({
      [key]: m.chooseOption,
    });
  });
});

describe('otherCompanyDetailsSchema (PFA, ONG, other)', () => {
  it('accepts a loss', () => {
    expect(v.parse(otherCompanyDetailsSchema, other)).toEqual({
      luni_activitate: 12,
      experienta_domeniu: 2,
      venit_brut: 250000,
      venit_net: -1500.5,
      profit: -1500.5,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['13 months', { ...other, luni_activitate: 13 }, { luni_activitate: m.chooseOption }],
    ['no experience', without(other, 'experienta_domeniu'), { experienta_domeniu: m.chooseOption }],
    ['no gross revenue', without(other, 'venit_brut'), { venit_brut: m.fieldRequired }],
    ['negative gross revenue', { ...other, venit_brut: '-5' }, { venit_brut: m.amountInvalid }],
    ['profit as text', { ...other, profit: 'pierdere' }, { profit: m.amountInvalid }],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(otherCompanyDetailsSchema, input)).toEqual(errors);
  });
});

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { incomeSchema } from './income-schema.ts';

const m = roValidation;
const valid = {
  medie_salariu: '6.500',
  income: [
    { valoare_alt_venit: '1.200', moneda_alt_venit: 'RON', tip_alt_venit: '1' },
    { valoare_alt_venit: '900', moneda_alt_venit: 'RON', tip_alt_venit: '' },
  ],
  perioada_contract_munca: 'nedeterminat',
  cresteri_venituri: 0,
  responsability_check: true,
};

describe('incomeSchema', () => {
  it('normalises amounts and keeps complete income rows only', () => {
    expect(v.parse(incomeSchema, valid)).toEqual({
      medie_salariu: 6500,
      income: [{ valoare_alt_venit: 1200, moneda_alt_venit: 'RON', tip_alt_venit: 1 }],
      perioada_contract_munca: 'nedeterminat',
      cresteri_venituri: 0,
      responsability_check: true,
    });
  });

  it.each([
    ['a rise with a reason', { ...valid, cresteri_venituri: 1, motiv_cresteri_venituri: 1 }],
    [
      'a rise without a reason and last year’s average',
      { ...valid, cresteri_venituri: 1, motiv_cresteri_venituri: 0, medie_venituri_an: '5.000' },
    ],
  ])('accepts %s', (_case, input) => {
    expect(fieldErrors(incomeSchema, input)).toEqual({});
  });

  it('drops the rise answers when there was no rise', () => {
    const income = v.parse(incomeSchema, { ...valid, motiv_cresteri_venituri: 0, medie_venituri_an: 4000 });
    expect(income).not.toHaveProperty('motiv_cresteri_venituri');
    expect(income).not.toHaveProperty('medie_venituri_an');
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no salary', without(valid, 'medie_salariu'), { medie_salariu: m.fieldRequired }],
    ['salary as text', { ...valid, medie_salariu: 'mult' }, { medie_salariu: m.amountInvalid }],
    [
      'other income in EUR',
      { ...valid, income: [{ valoare_alt_venit: '100', moneda_alt_venit: 'EUR', tip_alt_venit: 2 }] },
      { 'income.0.moneda_alt_venit': m.chooseOption },
    ],
    [
      'other income of type 6',
      { ...valid, income: [{ valoare_alt_venit: '100', moneda_alt_venit: 'RON', tip_alt_venit: 6 }] },
      { 'income.0.tip_alt_venit': m.chooseOption },
    ],
    [
      'no contract period',
      { ...valid, perioada_contract_munca: '' },
      { perioada_contract_munca: m.chooseOption },
    ],
    ['no rise answer', without(valid, 'cresteri_venituri'), { cresteri_venituri: m.chooseOption }],
    ['rise without reason', { ...valid, cresteri_venituri: 1 }, { motiv_cresteri_venituri: m.chooseOption }],
    [
      'reason "no" without last year’s average',
      { ...valid, cresteri_venituri: 1, motiv_cresteri_venituri: 0 },
      { medie_venituri_an: m.fieldRequired },
    ],
    [
      'unticked responsibility',
      { ...valid, responsability_check: false },
      { responsability_check: m.required },
    ],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(incomeSchema, input)).toEqual(errors);
  });
});

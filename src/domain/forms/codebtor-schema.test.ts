import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors } from '../../lib/validation/testing/schema-helpers.ts';
import { codebtorSchema } from './codebtor-schema.ts';

const m = roValidation;
const terms = { months: 60, downpayment: 40, residual: 20 };
const codebtor = {
  ...terms,
  medie_salariu_codebitor: '4.800',
  perioada_contract_munca_codebitor: 'determinat',
  cresteri_venituri_codebitor: '0',
  contracte_credit_codebitor: [{ valoare_rata_lunara: '450', moneda_rata_lunara: 'RON' }],
  responsability_check: true,
};

describe('codebtorSchema', () => {
  it('accepts adjusted terms alone, dropping unused co-debtor answers', () => {
    const parsed = v.parse(codebtorSchema, { ...terms, perioada_contract_munca_codebitor: 'determinat' });
    expect(parsed).toMatchObject(terms);
    expect(parsed).not.toHaveProperty('perioada_contract_munca_codebitor');
  });

  it('accepts terms with a co-debtor', () => {
    expect(v.parse(codebtorSchema, codebtor)).toMatchObject({
      medie_salariu_codebitor: 4800,
      cresteri_venituri_codebitor: 0,
      contracte_credit_codebitor: [{ valoare_rata_lunara: 450, moneda_rata_lunara: 'RON' }],
      responsability_check: 1,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['down payment 60', { ...terms, downpayment: 60 }, { downpayment: m.chooseOption }],
    ['no months', { downpayment: 40, residual: 20 }, { months: m.chooseOption }],
    [
      'a co-debtor with only a salary',
      { ...terms, medie_salariu_codebitor: '3000' },
      {
        perioada_contract_munca_codebitor: m.chooseOption,
        cresteri_venituri_codebitor: m.chooseOption,
        responsability_check: m.required,
      },
    ],
    [
      'a co-debtor rise without reason',
      { ...codebtor, cresteri_venituri_codebitor: 1 },
      { motiv_cresteri_venituri_codebitor: m.chooseOption },
    ],
    [
      'a co-debtor rise, reason no, no average',
      { ...codebtor, cresteri_venituri_codebitor: 1, motiv_cresteri_venituri_codebitor: 0 },
      { medie_venituri_an_codebitor: m.fieldRequired },
    ],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(codebtorSchema, input)).toEqual(errors);
  });
});

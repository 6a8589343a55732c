/**
 * Approval step 4 for individuals (`PUT /client-order/{uuid}`, income). Other incomes are in RON
 * only; a row counts once value, currency and type are filled. The rise reason exists only after a
 * rise of over 20% ("yes"), and last year's average only when the reason is "no".
 * `incomeRiseFields(suffix)` builds the same conditions for a co-debtor ('_codebitor').
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { type ConditionalField, withConditionalFields } from '../../lib/validation/conditional.ts';
import {
  checked,
  choice,
  leiAmount,
  optionalChoice,
  optionalLeiAmount,
  optionalStringChoice,
  stringChoice,
} from '../../lib/validation/rules.ts';
import { rowList } from './obligations-schema.ts';
import { YES_NO } from './personal-schema.ts';

const m = roValidation;

export const INCOME_CURRENCIES = ['RON'] as const;
/** 1 rent, 2 dividends, 3 PFA and civil conventions, 4 copyright, 5 foreign. */
export const OTHER_INCOME_TYPES = [1, 2, 3, 4, 5] as const;
export const CONTRACT_PERIODS = ['nedeterminat', 'determinat'] as const;

export const otherIncomeList = () =>
  rowList(
    {
      valoare_alt_venit: optionalLeiAmount(),
      moneda_alt_venit: optionalStringChoice(INCOME_CURRENCIES, m.chooseOption),
      tip_alt_venit: optionalChoice(OTHER_INCOME_TYPES, m.chooseOption),
    },
    ['valoare_alt_venit', 'moneda_alt_venit', 'tip_alt_venit'],
  );

const incomeObject = v.object({
  medie_salariu: leiAmount(m.fieldRequired),
  income: otherIncomeList(),
  perioada_contract_munca: stringChoice(CONTRACT_PERIODS, m.chooseOption),
  cresteri_venituri: choice(YES_NO, m.chooseOption),
  motiv_cresteri_venituri: optionalChoice(YES_NO, m.chooseOption),
  medie_venituri_an: optionalLeiAmount(),
  responsability_check: checked(m.required),
});

/** The rise questions, for keys named with `suffix` (the co-debtor's end in '_codebitor'). */
export function incomeRiseFields<T extends Record<string, unknown>>(suffix = ''): ConditionalField<T>[] {
  const rise = `cresteri_venituri${suffix}` as keyof T & string;
  const reason = `motiv_cresteri_venituri${suffix}` as keyof T & string;
  const average = `medie_venituri_an${suffix}` as keyof T & string;
  const rose = (input: T) => input[rise] === 1;
  return [
    { key: reason, dependsOn: [rise], when: rose, rule: v.picklist(YES_NO, m.chooseOption) },
    {
      key: average,
      dependsOn: [rise, reason],
      when: (input) => rose(input) && input[reason] === 0,
      rule: leiAmount(m.fieldRequired),
    },
  ];
}

const conditional = incomeRiseFields<v.InferOutput<typeof incomeObject>>();

export const incomeSchema = withConditionalFields(incomeObject, conditional);

export type IncomeInput = v.InferInput<typeof incomeSchema>;
export type Income = v.InferOutput<typeof incomeSchema>;

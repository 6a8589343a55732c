/**
 * Resolution step for a refused individual (`PUT /client-order/{uuid}`): adjusted terms, and
 * optionally a co-debtor's income and obligations. The co-debtor counts as added once their salary
 * is filled; from then on their other answers are required like the applicant's were.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { type ConditionalField, withConditionalFields } from '../../lib/validation/conditional.ts';
import {
  checked,
  flag,
  optionalChoice,
  optionalLeiAmount,
  optionalStringChoice,
} from '../../lib/validation/rules.ts';
import { CONTRACT_PERIODS, incomeRiseFields, otherIncomeList } from './income-schema.ts';
import { creditCardList, creditContractList } from './obligations-schema.ts';
import { financingTermsEntries } from './order-terms-schema.ts';
import { YES_NO } from './personal-schema.ts';

const m = roValidation;

const codebtorObject = v.object({
  ...financingTermsEntries,
  medie_salariu_codebitor: optionalLeiAmount(),
  income_codebitor: otherIncomeList(),
  perioada_contract_munca_codebitor: optionalStringChoice(CONTRACT_PERIODS, m.chooseOption),
  cresteri_venituri_codebitor: optionalChoice(YES_NO, m.chooseOption),
  motiv_cresteri_venituri_codebitor: optionalChoice(YES_NO, m.chooseOption),
  medie_venituri_an_codebitor: optionalLeiAmount(),
  contracte_credit_codebitor: creditContractList(),
  carduri_credit_codebitor: creditCardList(),
  responsability_check: flag(),
});

type Answers = v.InferOutput<typeof codebtorObject>;

export function hasCodebtor(input: Pick<Answers, 'medie_salariu_codebitor'>): boolean {
  return input.medie_salariu_codebitor !== undefined;
}

const conditional: ConditionalField<Answers>[] = [
  {
    key: 'perioada_contract_munca_codebitor',
    dependsOn: ['medie_salariu_codebitor'],
    when: hasCodebtor,
    rule: v.picklist(CONTRACT_PERIODS, m.chooseOption),
  },
  {
    key: 'cresteri_venituri_codebitor',
    dependsOn: ['medie_salariu_codebitor'],
    when: hasCodebtor,
    rule: v.picklist(YES_NO, m.chooseOption),
  },
  {
    key: 'responsability_check',
    dependsOn: ['medie_salariu_codebitor'],
    when: hasCodebtor,
    rule: checked(m.required),
  },
  ...incomeRiseFields<Answers>('_codebitor').map((field) => ({
    ...field,
    when: (input: Answers) => hasCodebtor(input) && field.when(input),
  })),
];

export const codebtorSchema = withConditionalFields(codebtorObject, conditional);

export type CodebtorInput = v.InferInput<typeof codebtorSchema>;
export type Codebtor = v.InferOutput<typeof codebtorSchema>;

/**
 * 'Solicita alt tip de finantare' form and `POST /client-order/other-credit-type` body.
 * Currency depends on two other answers: RON is offered only to a legal person asking for credit;
 * everyone else asks in EUR. The cross-field check reports on `currency`, where the form shows it.
 */

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import {
  checked,
  email,
  internationalPhone,
  minLength2,
  requiredString,
  stringChoice,
} from '../../lib/validation/rules.ts';
import { CURRENCY_NAMES, type CurrencyName, PERSON_WORDS, type PersonWord } from '../order/order-terms.ts';

const m = roValidation;

export const OTHER_FINANCING_PERSONS = PERSON_WORDS;
export const OTHER_FINANCING_TYPES = ['credit', 'perfect_leasing'] as const;
export const OTHER_FINANCING_CURRENCIES = CURRENCY_NAMES;

type CreditType = (typeof OTHER_FINANCING_TYPES)[number];

/** The currency options the form shows for the chosen person and financing type. */
export function allowedCurrencies(
  person: PersonWord | undefined,
  creditType: CreditType | undefined,
): CurrencyName[] {
  return person === 'juridica' && creditType === 'credit' ? ['RON', 'EUR'] : ['EUR'];
}

export const otherFinancingSchema = v.pipe(
  v.object({
    sku: requiredString(m.fieldRequired),
    person: stringChoice(OTHER_FINANCING_PERSONS, m.legalFormRequired),
    credit_type: stringChoice(OTHER_FINANCING_TYPES, m.financingTypeRequired),
    currency: stringChoice(OTHER_FINANCING_CURRENCIES, m.chooseOption),
    nume: minLength2(m.nameRequired, m.nameMin),
    email: email(),
    localitate: minLength2(m.cityRequired, m.cityMin),
    telefon: internationalPhone(),
    data_protection: checked(m.dataProtection),
  }),
  v.forward(
    v.partialCheck(
      [['person'], ['credit_type'], ['currency']],
      (input) => allowedCurrencies(input.person, input.credit_type).includes(input.currency),
      m.chooseOption,
    ),
    ['currency'],
  ),
);

export type OtherFinancingInput = v.InferInput<typeof otherFinancingSchema>;
export type OtherFinancing = v.InferOutput<typeof otherFinancingSchema>;

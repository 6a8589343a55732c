/**
 * Company answers of the contact step. SRL and SA give a register number and the signer's role
 * (calitatea); PFA, ONG and other types give a CAEN code and a founding date instead. The roles
 * depend on the product: a subscription offers Administrator or Director General, financing
 * Administrator, Imputernicit, Asociat or Altele.
 */

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import type { ConditionalField } from '../../lib/validation/conditional.ts';
import {
  caen,
  choice,
  conditionalText,
  cui,
  isoDate,
  minLength2,
  notAfter,
  optionalChoice,
  requiredString,
} from '../../lib/validation/rules.ts';
import { type OrderType, SUBSCRIPTION_TYPE } from '../order/order-terms.ts';

const m = roValidation;

export const COMPANY_TYPE = { SRL: 1, SA: 2, PFA: 3, ONG: 4, other: 5 } as const;
export const COMPANY_TYPES = [1, 2, 3, 4, 5] as const;
export const CALITATEA = {
  administrator: 1,
  imputernicit: 2,
  asociat: 3,
  altele: 4,
  directorGeneral: 5,
} as const;
export const FINANCING_CALITATEA = [1, 2, 3, 4] as const;
export const SUBSCRIPTION_CALITATEA = [1, 5] as const;

export function calitateaOptions(orderType: OrderType): readonly number[] {
  return orderType === SUBSCRIPTION_TYPE ? SUBSCRIPTION_CALITATEA : FINANCING_CALITATEA;
}

/** SRL and SA are registered with the trade register; the other types are not. */
export function isRegisteredCompany(tipCompanie: number | undefined): boolean {
  return tipCompanie === COMPANY_TYPE.SRL || tipCompanie === COMPANY_TYPE.SA;
}

export function companyEntries(calitatea: readonly number[]) {
  return {
    tip_companie: choice(COMPANY_TYPES, m.companyTypeRequired),
    nume_companie: requiredString(m.nameRequired),
    cui: cui(),
    caen: conditionalText(),
    data_infiintare: conditionalText(),
    nr_recom: conditionalText(),
    calitatea: optionalChoice(calitatea, m.chooseOption),
  };
}

type CompanyAnswers = {
  tip_companie: number;
  nume_companie: string;
  caen?: string | undefined;
  data_infiintare?: string | undefined;
  nr_recom?: string | undefined;
  calitatea: number | undefined;
};

export function companyConditionalFields<T extends CompanyAnswers>(
  today: string,
  calitatea: readonly number[],
): ConditionalField<T>[] {
  const registered = (input: T) => isRegisteredCompany(input.tip_companie);
  const unregistered = (input: T) => !registered(input);
  return [
    {
      key: 'nume_companie',
      dependsOn: ['tip_companie'],
      when: registered,
      rule: minLength2(m.nameRequired, m.nameMin),
      alwaysPresent: true,
    },
    { key: 'nr_recom', dependsOn: ['tip_companie'], when: registered, rule: requiredString(m.fieldRequired) },
    {
      key: 'calitatea',
      dependsOn: ['tip_companie'],
      when: registered,
      rule: v.picklist(calitatea, m.chooseOption),
    },
    { key: 'caen', dependsOn: ['tip_companie'], when: unregistered, rule: caen() },
    {
      key: 'data_infiintare',
      dependsOn: ['tip_companie'],
      when: unregistered,
      rule: v.pipe(isoDate(m.fieldRequired), notAfter(today)),
    },
  ];
}

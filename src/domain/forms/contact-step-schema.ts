/**
 * Approval step 1 (contact data) and the `POST /client-order` body that creates the order.
 *
 * Who and what is being ordered comes from the shop's state (credit_type, person), so those two are
 * `variant` discriminators and each combination gets exactly its fields: subscription adds the
 * pickup date and monthly km; companies add their answers; a guarantor is possible only for
 * company financing. Answers that depend on other answers (company type, guarantor) are checked
 * with `withConditionalFields`, so every error of a submit lands on its own field at once.
 * `today` (yyyy-MM-dd, Romanian time) is injected for the age and date rules.
 */

import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import {
  type ConditionalField,
  conditionalFields,
  withConditionalFields,
} from '../../lib/validation/conditional.ts';
import {
  adultBirthDate,
  checked,
  choice,
  conditionalText,
  cui,
  email,
  flag,
  id,
  isoDate,
  minLength2,
  notBefore,
  requiredString,
  romanianMobile,
  stringChoice,
  withinDays,
  workingDay,
} from '../../lib/validation/rules.ts';
import {
  CURRENCY,
  FINANCING_TYPES,
  PERSON,
  SUBSCRIPTION_KM,
  SUBSCRIPTION_MONTHS,
  SUBSCRIPTION_TYPE,
} from '../order/order-terms.ts';
import {
  companyConditionalFields,
  companyEntries,
  FINANCING_CALITATEA,
  SUBSCRIPTION_CALITATEA,
} from './company-fields-schema.ts';
import { financingTermsEntries } from './order-terms-schema.ts';

const m = roValidation;

function contactEntries(today: string) {
  return {
    sku: requiredString(m.fieldRequired),
    nume: minLength2(m.nameRequired, m.nameMin),
    prenume: minLength2(m.firstNameRequired, m.firstNameMin),
    telefon: romanianMobile(),
    email: email(),
    email_confirm: email(),
    data_nasterii: adultBirthDate(today),
    /** County id from GET /counties. */
    judet: id(m.chooseFromList),
    /** City name from GET /counties/{id}. */
    localitate: requiredString(m.chooseFromList),
    strada: requiredString(m.streetRequired),
    cod_postal: v.pipe(requiredString(m.fieldRequired), v.regex(/^\d{6}$/, m.postalCodeInvalid)),
    data_protection: checked(m.dataProtection),
    terms_condition: checked(m.terms),
  };
}

const financingEntries = {
  credit_type: stringChoice(FINANCING_TYPES, m.chooseOption),
  currency: choice([CURRENCY.RON, CURRENCY.EUR], m.chooseOption),
  ...financingTermsEntries,
};

function subscriptionEntries(today: string) {
  return {
    credit_type: stringChoice([SUBSCRIPTION_TYPE], m.chooseOption),
    months: choice(SUBSCRIPTION_MONTHS, m.chooseOption),
    monthly_km_included: choice(SUBSCRIPTION_KM, m.chooseOption),
    data_preluare: v.pipe(
      isoDate(m.fieldRequired),
      notBefore(today, m.dateInputInvalid),
      withinDays(today, PICKUP_DAYS_AHEAD),
      workingDay(),
    ),
  };
}

/** A subscription car is picked up within a year of the order; a later date is a typing mistake. */
export const PICKUP_DAYS_AHEAD = 365;

const individual = { person: choice([PERSON.individual], m.chooseOption) };
const company = { person: choice([PERSON.company], m.chooseOption) };

const guarantorEntries = {
  fidejusor: flag(),
  nume_fidejusor: conditionalText(),
  cui_fidejusor: conditionalText(),
  nr_recom_fidejusor: conditionalText(),
};

type GuarantorAnswers = {
  fidejusor: 0 | 1;
  nume_fidejusor?: string | undefined;
  cui_fidejusor?: string | undefined;
  nr_recom_fidejusor?: string | undefined;
};

function guarantorConditionalFields<T extends GuarantorAnswers>() {
  const added = (input: T) => input.fidejusor === 1;
  const fields: ConditionalField<T>[] = [
    { key: 'nume_fidejusor', dependsOn: [], when: added, rule: minLength2(m.nameRequired, m.nameMin) },
    { key: 'cui_fidejusor', dependsOn: [], when: added, rule: cui() },
    { key: 'nr_recom_fidejusor', dependsOn: [], when: added, rule: requiredString(m.fieldRequired) },
  ];
  return fields;
}

/** Credit is sold in RON only (spec section 4, financing type switch). */
function creditCurrencyFields<T extends { credit_type: string; currency: number }>(): ConditionalField<T>[] {
  return [
    {
      key: 'currency',
      dependsOn: ['credit_type', 'currency'],
      when: (input) => input.credit_type === 'credit',
      rule: v.picklist([CURRENCY.RON], m.chooseOption),
      alwaysPresent: true,
    },
  ];
}

function individualFinancing(today: string) {
  const object = v.object({ ...contactEntries(today), ...individual, ...financingEntries });
  return v.pipe(object, conditionalFields(creditCurrencyFields<v.InferOutput<typeof object>>()));
}

function companyFinancing(today: string) {
  const object = v.object({
    ...contactEntries(today),
    ...company,
    ...financingEntries,
    ...companyEntries(FINANCING_CALITATEA),
    ...guarantorEntries,
  });
  type Answers = v.InferOutput<typeof object>;
  const fields = [
    ...creditCurrencyFields<Answers>(),
    ...companyConditionalFields<Answers>(today, FINANCING_CALITATEA),
    ...guarantorConditionalFields<Answers>(),
  ];
  return withConditionalFields(object, fields);
}

function individualSubscription(today: string) {
  return v.object({ ...contactEntries(today), ...individual, ...subscriptionEntries(today) });
}

function companySubscription(today: string) {
  const object = v.object({
    ...contactEntries(today),
    ...company,
    ...subscriptionEntries(today),
    ...companyEntries(SUBSCRIPTION_CALITATEA),
  });
  const fields = companyConditionalFields<v.InferOutput<typeof object>>(today, SUBSCRIPTION_CALITATEA);
  return withConditionalFields(object, fields);
}

export function createContactStepSchema(today: string) {
  return v.pipe(
    v.variant(
      'credit_type',
      [
        v.variant('person', [individualFinancing(today), companyFinancing(today)], m.chooseOption),
        v.variant('person', [individualSubscription(today), companySubscription(today)], m.chooseOption),
      ],
      m.chooseOption,
    ),
    v.forward(v.partialCheck([['email'], ['email_confirm']], sameEmails, m.emailsDiffer), ['email_confirm']),
  );
}

/** The two e-mail answers agree, whatever their case (the error sits on the confirmation). */
const sameEmails = (input: { email: unknown; email_confirm: unknown }) =>
  String(input.email).toLowerCase() === String(input.email_confirm).toLowerCase();

/**
 * Step 1 sent again for an individual's order that exists (the shopper went back to it): the
 * contact answers only. The terms are the order's, fixed when it was created; they are neither
 * sent nor checked again (a pickup date chosen yesterday for today must not block a typo fix).
 */
export function createContactUpdateSchema(today: string) {
  const { sku: _terms, ...entries } = contactEntries(today);
  return v.pipe(
    v.object(entries),
    v.forward(v.partialCheck([['email'], ['email_confirm']], sameEmails, m.emailsDiffer), ['email_confirm']),
  );
}

export type ContactUpdate = v.InferOutput<ReturnType<typeof createContactUpdateSchema>>;

type ContactStepSchema = ReturnType<typeof createContactStepSchema>;
export type ContactStepInput = v.InferInput<ContactStepSchema>;
/** The order as created: a union discriminated by credit_type and person. */
export type ContactStep = v.InferOutput<ContactStepSchema>;

/**
 * Approval step 2 for individuals (`PUT /client-order/{uuid}`, personal info). The delay questions
 * exist only after "had credits: yes", their number and length only after "had delays: yes";
 * irrelevant answers are dropped so the decision engine never reads them.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { type ConditionalField, withConditionalFields } from '../../lib/validation/conditional.ts';
import { choice, optionalChoice, stringChoice } from '../../lib/validation/rules.ts';

const m = roValidation;

export const MARITAL_STATUSES = [1, 2, 3] as const; // single, married, divorced
export const EDUCATION_LEVELS = ['M', 'S', 'P'] as const; // secondary, higher, postgraduate
export const HOUSING_STATUSES = ['O', 'R', 'OT'] as const; // own, rented, other
export const EMPLOYER_SIZES = [1, 2, 3] as const; // under 11, 11-50, over 50
export const YES_NO = [0, 1] as const;
export const DELAY_COUNTS = [1, 2, 3, 4, 5] as const; // 5 means 5 or more
export const DELAY_DAY_BANDS = [1, 2, 3, 4, 5] as const; // 0-29, 30-60, 61-90, 91-120, over 120

const personalObject = v.object({
  stare_civila: choice(MARITAL_STATUSES, m.chooseOption),
  studii: stringChoice(EDUCATION_LEVELS, m.chooseOption),
  stare_locativa: stringChoice(HOUSING_STATUSES, m.chooseOption),
  nr_angajati: choice(EMPLOYER_SIZES, m.chooseOption),
  avut_credite: choice(YES_NO, m.chooseOption),
  avut_intarzieri_credit: optionalChoice(YES_NO, m.chooseOption),
  nr_intarzieri_credit: optionalChoice(DELAY_COUNTS, m.chooseOption),
  medie_zile_intarzieri_credit: optionalChoice(DELAY_DAY_BANDS, m.chooseOption),
});

type Answers = v.InferOutput<typeof personalObject>;
const hadCredits = (input: Answers) => input.avut_credite === 1;
const hadDelays = (input: Answers) => hadCredits(input) && input.avut_intarzieri_credit === 1;

const conditional: ConditionalField<Answers>[] = [
  {
    key: 'avut_intarzieri_credit',
    dependsOn: ['avut_credite'],
    when: hadCredits,
    rule: v.picklist(YES_NO, m.chooseOption),
  },
  {
    key: 'nr_intarzieri_credit',
    dependsOn: ['avut_credite', 'avut_intarzieri_credit'],
    when: hadDelays,
    rule: v.picklist(DELAY_COUNTS, m.chooseOption),
  },
  {
    key: 'medie_zile_intarzieri_credit',
    dependsOn: ['avut_credite', 'avut_intarzieri_credit'],
    when: hadDelays,
    rule: v.picklist(DELAY_DAY_BANDS, m.chooseOption),
  },
];

export const personalSchema = withConditionalFields(personalObject, conditional);

export type PersonalInput = v.InferInput<typeof personalSchema>;

/** A saved answer read back from the order: a value the form no longer offers is simply not shown. */
const saved = <const TOptions extends readonly (number | string)[]>(options: TOptions) =>
  v.fallback(v.optional(v.picklist(options)), undefined);

/** The personal answers in the order read back (GET /client-order/{uuid}), to refill the form. */
export const savedPersonalEntries = {
  stare_civila: saved(MARITAL_STATUSES),
  studii: saved(EDUCATION_LEVELS),
  stare_locativa: saved(HOUSING_STATUSES),
  nr_angajati: saved(EMPLOYER_SIZES),
  avut_credite: saved(YES_NO),
  avut_intarzieri_credit: saved(YES_NO),
  nr_intarzieri_credit: saved(DELAY_COUNTS),
  medie_zile_intarzieri_credit: saved(DELAY_DAY_BANDS),
};

const PERSONAL_KEYS = Object.keys(savedPersonalEntries) as (keyof typeof savedPersonalEntries)[];

/** The saved answers of an order, only those present; empty before step 2 was stored. */
export function savedPersonal(
  order: Partial<Record<keyof typeof savedPersonalEntries, number | string | undefined>>,
) {
  return Object.fromEntries(
    PERSONAL_KEYS.flatMap((key) => (order[key] === undefined ? [] : [[key, order[key]]])),
  ) as Partial<PersonalInput>;
}
export type PersonalInfo = v.InferOutput<typeof personalSchema>;

import * as v from 'valibot';
import { addDays } from '../../domain/dates.ts';
import { fill, roValidation } from '../../i18n/ro.ts';
import {
  adultBirthDate,
  email,
  id,
  isoDate,
  leiAmount,
  MAX_ID,
  minLength2,
  optionalEmail,
  requiredString,
  toFieldErrors,
  withinDays,
} from './rules.ts';
import { EMAIL_MAX, hasAllowedCharacters, TEXT_MAX, withinEmailLimits } from './text.ts';

const m = roValidation;
const messageFor = (rule: v.GenericSchema, value: unknown): string | undefined => {
  const result = v.safeParse(v.object({ field: rule }), { field: value });
  return result.issues ? toFieldErrors(result.issues).field : undefined;
};

describe.each<[string, boolean]>([
  ['Ion Pop', true],
  ['Știință 🚗', true],
  ['Ion\u0000Pop', false],
  ['\udfff', false],
  ['a\ud83d', false],
  ['\ud83d\ude97', true],
])('hasAllowedCharacters(%j)', (text, expected) => {
  it(`is ${expected}`, () => expect(hasAllowedCharacters(text)).toBe(expected));
});

describe.each<[string, boolean]>([
  ['ana@example.ro', true],
  [`${'a'.repeat(EMAIL_MAX.local)}@example.ro`, true],
  [`${'a'.repeat(EMAIL_MAX.local + 1)}@example.ro`, false],
  [`${'a'.repeat(5000)}@example.ro`, false],
  [`ana@${'b'.repeat(EMAIL_MAX.whole)}.ro`, false],
])('withinEmailLimits(%#)', (address, expected) => {
  it(`is ${expected}`, () => expect(withinEmailLimits(address)).toBe(expected));
});

const today = '2026-03-02';
describe.each<[string, v.GenericSchema, unknown, string | undefined]>([
  ['a name at its limit', minLength2(m.nameRequired, m.nameMin), 'a'.repeat(TEXT_MAX.name), undefined],
  [
    'a name over its limit',
    minLength2(m.nameRequired, m.nameMin),
    'a'.repeat(TEXT_MAX.name + 1),
    fill(m.textTooLong, { max: TEXT_MAX.name }),
  ],
  [
    'a street over its limit',
    requiredString(m.streetRequired),
    'a'.repeat(TEXT_MAX.line + 1),
    fill(m.textTooLong, { max: TEXT_MAX.line }),
  ],
  ['a NUL in a name', minLength2(m.nameRequired, m.nameMin), 'Ion\u0000Pop', m.textCharacters],
  ['a lone surrogate in a street', requiredString(m.streetRequired), '\udfff', m.textCharacters],
  ['a number for a text', requiredString(m.streetRequired), 5, m.streetRequired],
  [
    'a 5,000-character local part',
    email(),
    `${'a'.repeat(5000)}@example.ro`,
    fill(m.textTooLong, { max: EMAIL_MAX.whole }),
  ],
  ['a 65-character local part', email(), `${'a'.repeat(65)}@example.ro`, m.emailInvalid],
  ['an optional e-mail too long', optionalEmail(), `${'a'.repeat(65)}@example.ro`, m.emailInvalid],
  ['the largest id', id(m.chooseFromList), MAX_ID, undefined],
  ['an id of 2^31', id(m.chooseFromList), 2 ** 31, m.chooseFromList],
  ['an id of 1e308', id(m.chooseFromList), 1e308, m.chooseFromList],
  ['an amount of 1e308', leiAmount(m.fieldRequired), 1e308, fill(m.amountTooLarge, { max: '1.000.000.000' })],
  [
    'an amount of 2^53',
    leiAmount(m.fieldRequired),
    2 ** 53,
    fill(m.amountTooLarge, { max: '1.000.000.000' }),
  ],
  ['a birth date at 100', adultBirthDate(today), '1926-03-02', undefined],
  ['a birth date of 1900-01-01', adultBirthDate(today), '1900-01-01', fill(m.maxAge, { max: 100 })],
  ['a date 60 days ahead', v.pipe(isoDate(m.required), withinDays(today, 60)), addDays(today, 60), undefined],
  [
    'a date 61 days ahead',
    v.pipe(isoDate(m.required), withinDays(today, 60)),
    addDays(today, 61),
    fill(m.dateTooFar, { days: 60 }),
  ],
  [
    'the year 9999',
    v.pipe(isoDate(m.required), withinDays(today, 60)),
    '9999-12-31',
    fill(m.dateTooFar, { days: 60 }),
  ],
])('%s', (_name, rule, value, expected) => {
  it(`gives ${expected ?? 'no message'}`, () => expect(messageFor(rule, value)).toBe(expected));
});

describe('a rule without its own message', () => {
  it('answers the Romanian fallback, never valibot English', () => {
    expect(messageFor(v.number(), 'x')).toBe(m.valueInvalid);
  });
});

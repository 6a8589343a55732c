import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import {
  adultBirthDate,
  caen,
  checked,
  choice,
  cui,
  email,
  iban,
  internationalPhone,
  minLength2,
  notAfter,
  notBefore,
  optionalChoice,
  optionalEmail,
  PHONE_MESSAGE,
  romanianMobile,
  toFieldErrors,
} from './rules.ts';

const m = roValidation;

/** Runs a field rule the way a form does: inside an object, possibly with the key missing. */
function messageFor(rule: v.GenericSchema, value: unknown): string | undefined {
  const input = value === MISSING ? {} : { field: value };
  const result = v.safeParse(v.object({ field: rule }), input);
  if (!result.issues) return undefined;
  const { field } = toFieldErrors(result.issues);
  return field;
}
const MISSING = Symbol('missing');

type Case = [unknown, string | undefined];

describe.each<[string, v.GenericSchema, Case[]]>([
  [
    'minLength2 (name)',
    minLength2(m.nameRequired, m.nameMin),
    [
      ['Ion', undefined],
      ['Al', undefined],
      [MISSING, m.nameRequired],
      ['   ', m.nameRequired],
      [null, m.nameRequired],
      [' A ', m.nameMin],
    ],
  ],
  [
    'email',
    email(),
    [
      ['ion@exemplu.ro', undefined],
      [MISSING, m.emailRequired],
      ['ion@exemplu', m.emailInvalid],
      ['ion exemplu.ro', m.emailInvalid],
      ['ion@@exemplu.ro', m.emailInvalid],
    ],
  ],
  [
    'optionalEmail',
    optionalEmail(),
    [
      [MISSING, undefined],
      ['', undefined],
      ['ion@exemplu.ro', undefined],
      ['ion@', m.emailInvalid],
    ],
  ],
  [
    'internationalPhone',
    internationalPhone(),
    [
      ['+40712345678', undefined],
      ['+40 712 345 678', undefined],
      ['+4912345', undefined], // 7 digits
      ['+123456789012345', undefined], // 15 digits
      [MISSING, m.phoneRequired],
      ['0712345678', PHONE_MESSAGE],
      ['+123456', PHONE_MESSAGE], // 6 digits
      ['+1234567890123456', PHONE_MESSAGE], // 16 digits
      ['+40  712345678', PHONE_MESSAGE], // double space
      ['+40-712-345-678', PHONE_MESSAGE],
    ],
  ],
  [
    'romanianMobile',
    romanianMobile(),
    [
      ['+40712345678', undefined],
      ['+40 712 345 678', undefined],
      [MISSING, m.phoneRequired],
      ['+4071234567', PHONE_MESSAGE],
      ['+407123456789', PHONE_MESSAGE],
      ['+49712345678', PHONE_MESSAGE],
      ['0712345678', PHONE_MESSAGE],
    ],
  ],
  [
    'iban',
    iban(),
    [
      ['RO49 AAAA 1B31 0075 9384 0000', undefined],
      ['ro49aaaa1b31007593840000', undefined],
      [MISSING, m.ibanRequired],
      ['RO48AAAA1B31007593840000', m.ibanInvalid],
      ['RO49AAAA1B3100759384000', m.ibanInvalid],
    ],
  ],
  [
    'cui',
    cui(),
    [
      ['18547290', undefined],
      [' 14837428 ', undefined],
      [MISSING, m.fieldRequired],
      ['18547291', m.cuiInvalid],
      ['1234', m.cuiInvalid],
      ['RO18547290', m.cuiInvalid],
    ],
  ],
  [
    'caen',
    caen(),
    [
      ['6201', undefined],
      [MISSING, m.caenInvalid],
      ['620', m.caenInvalid],
      ['62011', m.caenInvalid],
      ['62a1', m.caenInvalid],
    ],
  ],
  [
    'checked',
    checked(m.dataProtection),
    [
      [true, undefined],
      ['on', undefined],
      ['1', undefined],
      [1, undefined],
      [MISSING, m.dataProtection],
      [false, m.dataProtection],
      ['false', m.dataProtection],
      [0, m.dataProtection],
      [null, m.dataProtection],
    ],
  ],
  [
    'choice',
    choice([1, 2, 3], m.chooseOption),
    [
      [1, undefined],
      ['3', undefined],
      [MISSING, m.chooseOption],
      ['', m.chooseOption],
      [4, m.chooseOption],
      ['1.5', m.chooseOption],
      [true, m.chooseOption],
    ],
  ],
  [
    'optionalChoice',
    optionalChoice([1, 2], m.chooseOption),
    [
      [MISSING, undefined],
      ['', undefined],
      ['2', undefined],
      ['7', m.chooseOption],
    ],
  ],
  [
    'adultBirthDate (today 2025-06-15)',
    adultBirthDate('2025-06-15'),
    [
      ['2007-06-15', undefined],
      ['1970-01-01', undefined],
      [MISSING, m.fieldRequired],
      ['2007-06-16', m.minAge],
      ['15.06.2007', m.dateInputInvalid],
    ],
  ],
  [
    'notBefore today (2025-06-15)',
    v.pipe(v.string(), notBefore('2025-06-15')),
    [
      ['2025-06-15', undefined],
      ['2025-07-01', undefined],
      ['2025-06-14', m.dateBeforeToday],
    ],
  ],
  [
    'notAfter today (2025-06-15)',
    v.pipe(v.string(), notAfter('2025-06-15')),
    [
      ['2025-06-15', undefined],
      ['2024-12-31', undefined],
      ['2025-06-16', m.dateInFuture],
    ],
  ],
])('%s', (_name, rule, cases) => {
  it.each(cases)('%j → %s', (value, message) => {
    expect(messageFor(rule, value)).toBe(message);
  });
});

describe('normalised outputs', () => {
  it.each<[v.GenericSchema, unknown, unknown]>([
    [iban(), ' ro49 aaaa 1b31 0075 9384 0000', 'RO49AAAA1B31007593840000'],
    [romanianMobile(), '+40 712 345 678', '+40712345678'],
    [choice([1, 2], 'x'), '2', 2],
    [checked('x'), 'on', true],
    [minLength2('a', 'b'), '  Ion  ', 'Ion'],
  ])('%#: %j → %j', (rule, input, output) => {
    expect(v.parse(rule, input)).toEqual(output);
  });
});

describe('toFieldErrors', () => {
  it('keeps the first message per field, with dot paths for nested fields and a form key for the root', () => {
    const schema = v.object({
      nume: minLength2(m.nameRequired, m.nameMin),
      rows: v.array(v.object({ value: choice([1], m.chooseOption) })),
    });
    const fieldIssues = v.safeParse(schema, { nume: '', rows: [{ value: 1 }, { value: 9 }] }).issues ?? [];
    expect(toFieldErrors(fieldIssues)).toEqual({ nume: m.nameRequired, 'rows.1.value': m.chooseOption });
    const rootIssues = v.safeParse(schema, 'not an object').issues ?? [];
    expect(Object.keys(toFieldErrors(rootIssues))).toEqual(['_form']);
  });
});

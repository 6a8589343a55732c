import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { personalSchema } from './personal-schema.ts';

const m = roValidation;
const noCredits = {
  stare_civila: '2',
  studii: 'S',
  stare_locativa: 'O',
  nr_angajati: '3',
  avut_credite: '0',
};
const withDelays = {
  ...noCredits,
  avut_credite: 1,
  avut_intarzieri_credit: 1,
  nr_intarzieri_credit: 5,
  medie_zile_intarzieri_credit: 2,
};

describe('personalSchema', () => {
  it.each([
    ['no credits', noCredits],
    ['credits without delays', { ...noCredits, avut_credite: 1, avut_intarzieri_credit: 0 }],
    ['credits with delays', withDelays],
  ])('accepts %s', (_case, input) => {
    expect(fieldErrors(personalSchema, input)).toEqual({});
  });

  it('drops delay answers that the earlier answers made irrelevant', () => {
    expect(v.parse(personalSchema, { ...withDelays, avut_credite: 0 })).toEqual({
      stare_civila: 2,
      studii: 'S',
      stare_locativa: 'O',
      nr_angajati: 3,
      avut_credite: 0,
    });
    const noDelays = v.parse(personalSchema, { ...withDelays, avut_intarzieri_credit: 0 });
    expect(noDelays).not.toHaveProperty('nr_intarzieri_credit');
    expect(noDelays).toHaveProperty('avut_intarzieri_credit', 0);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no marital status', without(noCredits, 'stare_civila'), { stare_civila: m.chooseOption }],
    ['unknown education', { ...noCredits, studii: 'X' }, { studii: m.chooseOption }],
    ['no housing', { ...noCredits, stare_locativa: '' }, { stare_locativa: m.chooseOption }],
    ['no employer size', { ...noCredits, nr_angajati: 4 }, { nr_angajati: m.chooseOption }],
    ['no credits answer', without(noCredits, 'avut_credite'), { avut_credite: m.chooseOption }],
    [
      'credits, delays unanswered',
      { ...noCredits, avut_credite: 1 },
      { avut_intarzieri_credit: m.chooseOption },
    ],
    [
      'delays, details unanswered',
      { ...noCredits, avut_credite: 1, avut_intarzieri_credit: 1 },
      { nr_intarzieri_credit: m.chooseOption, medie_zile_intarzieri_credit: m.chooseOption },
    ],
    ['six delays', { ...withDelays, nr_intarzieri_credit: 6 }, { nr_intarzieri_credit: m.chooseOption }],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(personalSchema, input)).toEqual(errors);
  });
});

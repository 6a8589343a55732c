import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors, without } from '../../lib/validation/testing/schema-helpers.ts';
import { guarantorSchema } from './guarantor-schema.ts';

const m = roValidation;
const valid = {
  fidejusor_nume: 'Garant SRL',
  fidejusor_cui: '14837428',
  fidejusor_nr_recom: 'J40/2/2002',
  fidejusor: '1',
};

describe('guarantorSchema', () => {
  it('accepts a guarantor', () => {
    expect(v.parse(guarantorSchema, valid)).toEqual({ ...valid, fidejusor: 1 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', without(valid, 'fidejusor_nume'), 'fidejusor_nume', m.nameRequired],
    ['short name', { ...valid, fidejusor_nume: 'G' }, 'fidejusor_nume', m.nameMin],
    ['no CUI', { ...valid, fidejusor_cui: '' }, 'fidejusor_cui', m.fieldRequired],
    ['CUI with letters', { ...valid, fidejusor_cui: 'RO14837428' }, 'fidejusor_cui', m.cuiInvalid],
    [
      'CUI with a wrong control digit',
      { ...valid, fidejusor_cui: '14837429' },
      'fidejusor_cui',
      m.cuiInvalid,
    ],
    ['no register number', without(valid, 'fidejusor_nr_recom'), 'fidejusor_nr_recom', m.fieldRequired],
    ['flag not set', { ...valid, fidejusor: 0 }, 'fidejusor', m.fieldRequired],
  ])('%s → %s: %s', (_case, input, field, message) => {
    expect(fieldErrors(guarantorSchema, input)).toEqual({ [field]: message });
  });
});

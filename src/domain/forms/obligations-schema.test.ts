import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { fieldErrors } from '../../lib/validation/testing/schema-helpers.ts';
import { completeRows, obligationsSchema } from './obligations-schema.ts';

const m = roValidation;

describe('completeRows', () => {
  it.each([
    [[{ v: '100', c: 'RON' }], 1],
    [[{ v: '100', c: '' }], 0],
    [[{ v: ' ', c: 'EUR' }], 0],
    [[{ v: 0, c: 'EUR' }], 1],
    [
      [
        { v: undefined, c: 'EUR' },
        { v: '5', c: 'RON' },
        { v: null, c: null },
      ],
      1,
    ],
  ] as [Record<'v' | 'c', unknown>[], number][])('%j keeps %i row(s)', (rows, count) => {
    expect(completeRows(rows, ['v', 'c'])).toHaveLength(count);
  });
});

describe('obligationsSchema', () => {
  it('keeps complete rows only and reads amounts typed the Romanian way', () => {
    const input = {
      contracte_credit: [
        { valoare_rata_lunara: '1.250,50', moneda_rata_lunara: 'RON' },
        { valoare_rata_lunara: '300', moneda_rata_lunara: '' },
        { valoare_rata_lunara: '', moneda_rata_lunara: 'EUR' },
      ],
      carduri_credit: [{ valoare_limita_aprobata: 5000, moneda_card: 'EUR' }],
    };
    expect(v.parse(obligationsSchema, input)).toEqual({
      contracte_credit: [{ valoare_rata_lunara: 1250.5, moneda_rata_lunara: 'RON' }],
      carduri_credit: [{ valoare_limita_aprobata: 5000, moneda_card: 'EUR' }],
    });
  });

  it('accepts no obligations at all', () => {
    expect(v.parse(obligationsSchema, {})).toEqual({ contracte_credit: [], carduri_credit: [] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'a text amount',
      { contracte_credit: [{ valoare_rata_lunara: 'mult', moneda_rata_lunara: 'RON' }] },
      { 'contracte_credit.0.valoare_rata_lunara': m.amountInvalid },
    ],
    [
      'an unknown currency on the second card',
      { carduri_credit: [{}, { valoare_limita_aprobata: '100', moneda_card: 'USD' }] },
      { 'carduri_credit.1.moneda_card': m.chooseOption },
    ],
  ])('%s → %j', (_case, input, errors) => {
    expect(fieldErrors(obligationsSchema, input)).toEqual(errors);
  });
});

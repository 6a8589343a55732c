import { FORM_ERROR_KEY } from '../../src/lib/validation/field-errors.ts';
import { disallowedTextField } from './text-input.ts';

describe('disallowedTextField', () => {
  it.each<[string, unknown, string | null]>([
    ['plain texts', { name: 'Ana Pop', age: 30, tags: ['a', 'b'] }, null],
    ['a NUL in a value', { name: 'Ion\u0000Pop' }, 'name'],
    ['a NUL deep in a list', { rows: [{ note: 'ok' }, { note: 'a\u0000' }] }, 'rows'],
    ['a NUL in a key', { 'na\u0000me': 'Ana' }, FORM_ERROR_KEY],
    ['a NUL in a nested key', { item: { 'x\u0000': 1 } }, 'item'],
    ['a lone surrogate', { adresa: '\udfff' }, 'adresa'],
    ['an emoji (a surrogate pair)', { message: 'Multumesc 🚗' }, null],
    ['a NUL in a top-level text', 'a\u0000', FORM_ERROR_KEY],
    ['a NUL in a top-level list', ['a\u0000'], FORM_ERROR_KEY],
    ['a file whose name has a NUL', { file: new File([], 'a\u0000.pdf') }, 'file'],
    ['a NUL inside a file is its content, not text', { file: new File(['\u0000'], 'a.pdf') }, null],
    ['null', null, null],
  ])('%s', (_label, body, field) => {
    expect(disallowedTextField(body)).toBe(field);
  });
});

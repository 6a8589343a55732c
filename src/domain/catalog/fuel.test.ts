import { isElectric } from './fuel.ts';

describe.each<[string, boolean]>([
  ['Electric', true],
  ['electric', true],
  [' Electric ', true],
  ['Hibrid plug-in', false],
  ['Hibrid', false],
  ['Benzina', false],
  ['Motorina', false],
  ['GPL', false],
])('isElectric(%j)', (name, expected) => {
  it(`is ${expected}`, () => expect(isElectric({ name })).toBe(expected));
});

import { includesVat, shownAmount } from './vat.ts';

describe.each([
  [559, 1, 559],
  [559, 2, 461.98],
  [55.26, 2, 45.67],
  [121, 2, 100],
  [0, 2, 0],
  [399.5, 1, 399.5],
] as const)('shownAmount(%d, person %i)', (withVat, person, shown) => {
  it(`is ${shown}`, () => expect(shownAmount(withVat, person)).toBe(shown));
});

describe.each([
  [1, true],
  [2, false],
] as const)('includesVat(person %i)', (person, expected) => {
  it(`is ${expected}`, () => expect(includesVat(person)).toBe(expected));
});

import { includesVat, shownAmount, shownInstalment } from './vat.ts';

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

// Insurance carries no VAT: the CASCO premium inside an instalment is never divided by 1.21.
describe.each([
  [1210, 181.5, 1, 1210],
  [1210, 181.5, 2, 1031.5],
  // The figure: a premium of 276,33 stays 276,33 (it was shown as 228,37).
  [1397.38, 276.33, 2, 1202.82],
  [559, 0, 2, 461.98],
] as const)('shownInstalment(%d, CASCO %d, person %i)', (withVat, casco, person, shown) => {
  it(`is ${shown}`, () => expect(shownInstalment(withVat, casco, person)).toBe(shown));
});

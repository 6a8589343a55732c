import { parseLeiAmount } from './amount.ts';

describe('parseLeiAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1 234,5', 1234.5],
    ['1,234.56', 1234.56],
    ['12.345.678', 12345678],
    ['1.234', 1234],
    ['0,5', 0.5],
    ['250', 250],
    [199.9, 199.9],
  ])('%j → %d', (input, expected) => {
    expect(parseLeiAmount(input)).toBe(expected);
  });

  it.each([['abc'], ['1.234.56'], ['1,234,56'], ['12,3456'], ['1.2.3'], ['-5'], [''], ['1e3'], [Number.NaN]])(
    '%j is not an amount',
    (input) => {
      expect(parseLeiAmount(input)).toBeUndefined();
    },
  );
});

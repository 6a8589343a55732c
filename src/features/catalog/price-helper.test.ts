import { priceToInteger } from './price-helper.ts';

describe.each<[string | number, number | null, string]>([
  ['12.345,67', 12345, 'Romanian format: ",67" is the last decimal part, dropped; "." removed'],
  ['12,345.67', 12345, 'English format: ".67" dropped; "," removed'],
  ['12345.67', 12345, 'API format: decimals dropped'],
  ['12345.6', 12345, 'one decimal digit is still a decimal part'],
  ['12345,00', 12345, 'zero decimals dropped'],
  ['12.345', 12345, 'a three-digit group is thousands, not decimals (not 12)'],
  ['1.234.567', 1234567, 'several thousands groups'],
  ['1 234 567,89', 1234567, 'spaces are separators too'],
  ['12345', 12345, 'no separator: nothing to drop'],
  [' 399 ', 399, 'surrounding blanks ignored'],
  ['', null, 'empty is not a price'],
  ['abc', null, 'letters are not a price'],
  ['-12,50', null, 'negative is not a price'],
  ['12,5a', null, 'trailing garbage is not a price'],
  [12345.2, 12346, 'a number is rounded up'],
  [12345, 12345, 'an integer number stays'],
  [Number.NaN, null, 'NaN is not a price'],
])('priceToInteger(%j)', (input, expected, why) => {
  it(`is ${expected}: ${why}`, () => expect(priceToInteger(input)).toBe(expected));
});

import { cuiControlDigit, isValidCui } from './cui.ts';

describe('cuiControlDigit', () => {
  // 001854729 · 753217532 = 111; 111 · 10 mod 11 = 10 → 0
  // 001483742 · 753217532 = 91; 910 mod 11 = 8
  it.each([
    ['1854729', 0],
    ['1483742', 8],
    ['159008', 2],
  ])('body %s → %i', (body, digit) => {
    expect(cuiControlDigit(body)).toBe(digit);
  });
});

describe('isValidCui', () => {
  it.each([
    ['18547290', true],
    ['14837428', true],
    ['1590082', true],
    ['6859662', true],
    ['13548146', true],
    ['18547291', false], // wrong control digit
    ['14837420', false],
    ['1234', false], // shorter than 5
    ['12345678901', false], // longer than 10
    ['RO18547290', false], // digits only
    ['1854 7290', false],
    ['', false],
  ])('%s → %s', (cui, expected) => {
    expect(isValidCui(cui)).toBe(expected);
  });
});

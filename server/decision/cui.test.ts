import { cuiControlDigit, isValidCui } from './cui.ts';

describe('cuiControlDigit', () => {
  it.each([
    ['1854729', 0],
    ['1234567', 4],
    ['1234568', 2],
    ['9876541', 1],
  ])('body %s → %i', (body, digit) => {
    expect(cuiControlDigit(body)).toBe(digit);
  });

  it('maps a remainder of 10 to 0', () => {
    // 7654321: weighted sum 7*0+5*0+3*7+2*6+1*5+7*4+5*3+3*2+2*1 = 89; 890 mod 11 = 10
    expect(cuiControlDigit('7654321')).toBe(0);
  });
});

describe('isValidCui', () => {
  it.each([
    ['18547290', true],
    ['RO18547290', true],
    ['ro 1854 7290', true],
    ['18547291', false],
    ['12345674', true],
    ['12345675', false],
    ['1', false],
    ['12345678901', false],
    ['1234567a', false],
    ['', false],
  ])('%s → %s', (cui, valid) => {
    expect(isValidCui(cui)).toBe(valid);
  });
});

import {
  cardBehaviour,
  fieldsToKeep,
  isExpiryInFuture,
  passesLuhn,
  TEST_CARDS,
  validateCard,
} from './cards.ts';

const now = new Date(Date.UTC(2026, 4, 15));

describe('passesLuhn', () => {
  it.each<[string, boolean]>([
    ...Object.keys(TEST_CARDS).map((number): [string, boolean] => [number, true]),
    ['4111111111111112', false],
    ['79927398713', false],
    ['5555555555554444', true],
    ['4111 1111 1111 1111', false],
    ['', false],
  ])('%s → %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });
});

describe('isExpiryInFuture', () => {
  it.each([
    ['05/26', true],
    ['04/26', false],
    ['12/30', true],
    ['13/27', false],
    ['00/27', false],
    ['5/27', false],
    ['06 / 26', true],
    ['1229', true],
    ['0426', false],
    ['122', false],
    ['12/2', false],
  ])('%s → %s', (expiry, valid) => {
    expect(isExpiryInFuture(expiry, now)).toBe(valid);
  });
});

describe('validateCard', () => {
  it.each([
    [{ number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' }, []],
    [{ number: '4111 1111 1111 1112', expiry: '12/29', cvc: '123' }, ['number']],
    [{ number: '4111111111111111', expiry: '01/20', cvc: '12' }, ['expiry', 'cvc']],
    [{ number: '', expiry: '', cvc: '' }, ['number', 'expiry', 'cvc']],
  ])('%j → %j', (card, errors) => {
    expect(validateCard(card, now)).toEqual(errors);
  });
});

describe('cardBehaviour', () => {
  it.each([
    ['4111 1111 1111 1111', 'success'],
    ['4000-0000-0000-0002', 'decline'],
    ['4000000000003220', 'challenge'],
    ['5555555555554444', 'decline'],
  ])('%s → %s', (number, behaviour) => {
    expect(cardBehaviour(number)).toBe(behaviour);
  });
});

describe('fieldsToKeep', () => {
  const card = { number: '4111 1111 1111 1111', expiry: '12/29', cvc: '123' };
  it.each<[string, ('number' | 'expiry' | 'cvc')[], { number: string; expiry: string }]>([
    ['a bad CVC keeps number and expiry', ['cvc'], { number: card.number, expiry: card.expiry }],
    ['a bad expiry keeps the number', ['expiry'], { number: card.number, expiry: '' }],
    ['a bad number keeps the expiry', ['number'], { number: '', expiry: card.expiry }],
    ['everything bad keeps nothing', ['number', 'expiry', 'cvc'], { number: '', expiry: '' }],
  ])('%s', (_case, errors, kept) => {
    expect(fieldsToKeep(card, errors)).toEqual(kept);
  });
});

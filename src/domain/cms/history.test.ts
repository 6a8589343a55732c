import { changedPaths, isRecordId, sameContent, versionNumber } from './history.ts';

describe('changedPaths', () => {
  describe.each([
    ['the same record', { name: 'A', content: '<p>x</p>' }, { name: 'A', content: '<p>x</p>' }, []],
    ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }, []],
    ['a missing key and null', { a: 1, b: null }, { a: 1 }, []],
    ['one field', { name: 'A', content: '<p>x</p>' }, { name: 'A', content: '<p>y</p>' }, ['content']],
    ['two fields, in order', { a: 1, b: 2, c: 3 }, { a: 0, b: 2, c: 4 }, ['a', 'c']],
    [
      'an answer inside the FAQ',
      [{ name: 'Plata', faqs: [{ question: 'Q', answer: 'A' }] }],
      [{ name: 'Plata', faqs: [{ question: 'Q', answer: 'B' }] }],
      ['0.faqs.0.answer'],
    ],
    ['an entry added', [{ a: 1 }], [{ a: 1 }, { a: 2 }], ['1']],
    ['an entry removed', [{ a: 1 }, { a: 2 }], [{ a: 1 }], ['1']],
    ['two entries swapped', [{ a: 1 }, { a: 2 }], [{ a: 2 }, { a: 1 }], ['0.a', '1.a']],
    ['a list replaced by a value', { gallery: ['x'] }, { gallery: null }, ['gallery']],
    ['a record appearing', null, { a: 1 }, ['']],
  ])('%s', (_name, before, after, expected) => {
    it(`gives ${JSON.stringify(expected)}`, () => {
      expect(changedPaths(before, after)).toEqual(expected);
      expect(sameContent(before, after)).toBe(expected.length === 0);
    });
  });
});

describe('isRecordId', () => {
  it.each([
    ['car', 'RL-1001', true],
    ['car', '../etc', false],
    ['static-page', 'termeni-si-conditii', true],
    ['static-page', 'Termeni', false],
    ['faqs', 'current', true],
    ['faqs', '1', false],
    ['sliders', 'current', true],
  ] as const)('%s %s → %s', (kind, id, expected) => {
    expect(isRecordId(kind, id)).toBe(expected);
  });
});

describe('versionNumber', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['abc', null],
    ['9999999999', null],
  ])('%s → %s', (text, expected) => {
    expect(versionNumber(text)).toBe(expected);
  });
});

import {
  categoryIdsFor,
  categoryWordOf,
  fullListPath,
  hidesPriceFilter,
  isCategoryWord,
  listTitle,
} from './categories.ts';

describe.each([
  ['abonament', [1], 'Masini cu abonament', true],
  ['rulate', [2], 'Masini cu finantare', false],
  ['putin-rulate', [3], 'Masini cu finantare', false],
  ['finantare', [2, 3], 'Masini cu finantare', false],
  ['toate', [1, 2, 3], 'Masini', false],
  [undefined, [1, 2, 3], 'Masini', false],
  ['', [1, 2, 3], 'Masini', false],
])('category word %j', (word, ids, title, hidesPrice) => {
  it(`maps to ${JSON.stringify(ids)}`, () => expect(categoryIdsFor(word)).toEqual(ids));
  it(`is titled ${title}`, () => expect(listTitle(word)).toBe(title));
  it(`${hidesPrice ? 'hides' : 'shows'} the Pret filter`, () =>
    expect(hidesPriceFilter(word)).toBe(hidesPrice));
});

describe.each(['masini', 'ABONAMENT', 'constructor', '__proto__', '1'])('unknown word %j', (word) => {
  it('is not a category', () => {
    expect(isCategoryWord(word)).toBe(false);
    expect(categoryIdsFor(word)).toBeNull();
  });
});

describe.each([
  [1, 'abonament'],
  [2, 'rulate'],
  [3, 'putin-rulate'],
] as const)('categoryWordOf(%i)', (id, word) => {
  it(`is ${word}`, () => expect(categoryWordOf(id)).toBe(word));
});

describe.each([
  [undefined, '/lista-masini'],
  ['', '/lista-masini'],
  ['abonament', '/lista-masini/abonament'],
  ['putin-rulate', '/lista-masini/putin-rulate'],
])('fullListPath(%j)', (word, path) => {
  it(`is ${path}`, () => expect(fullListPath(word)).toBe(path));
});

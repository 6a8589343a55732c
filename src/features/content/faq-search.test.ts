import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../../domain/cms-schemas.ts';
import { htmlToText, isSearchActive, searchFaqs } from './faq-search.ts';

const categories: FaqCategory[] = [
  {
    id: 1,
    name: 'Abonament',
    faqs: [
      {
        id: 11,
        question: 'Ce include abonamentul?',
        answer: '<p>Include <strong>CASCO</strong> si RCA.</p>',
      },
      { id: 12, question: 'Pot returna masina?', answer: '<p>Da, cu un preaviz de 30 de zile.</p>' },
    ],
  },
  {
    id: 2,
    name: 'Finantare',
    faqs: [
      {
        id: 21,
        question: 'Cat dureaza pre-aprobarea?',
        answer: '<p>Aproximativ 10 minute &amp; online.</p>',
      },
      { id: 22, question: 'Ce avans minim am?', answer: '<ul><li>Credit: 15%</li><li>Leasing</li></ul>' },
      { id: 23, question: 'Ce este o asigurare?', answer: '<p>Polita de asigurări CASCO.</p>' },
    ],
  },
];

const idsFor = (term: string) => searchFaqs(categories, term).map((hit) => hit.item.id);

describe('htmlToText', () => {
  it.each([
    ['<p>Include <strong>CASCO</strong> si RCA.</p>', 'Include CASCO si RCA.'],
    ['<p>10 minute &amp; online</p>', '10 minute & online'],
    ['a&nbsp;b &lt;c&gt; &#39;d&#x27;', "a b <c> 'd'"],
    ['<ul><li>Unu</li><li>Doi</li></ul>', 'Unu Doi'],
    ['fara<br>spatiu', 'fara spatiu'],
    ['&unknown; ramane', '&unknown; ramane'],
  ])('%s → %s', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('isSearchActive', () => {
  it.each([
    ['', false],
    ['abc', false],
    ['  abc  ', false],
    ['abcd', true],
  ])('%j → %s', (term, active) => {
    expect(isSearchActive(term)).toBe(active);
  });
});

describe('searchFaqs', () => {
  it.each([
    ['a word only in an answer', 'preaviz', [12]],
    ['a word in a question', 'returna', [12]],
    ['across categories', 'casco', [11, 23]],
    ['case-insensitively', 'CaScO', [11, 23]],
    ['a decoded entity', '& online', [21]],
    ['text split by inline tags', 'include casco', [11]],
    ['without diacritics', 'asigurari', [23]],
    ['a tag name never', 'strong', []],
    ['list markup never', 'li>c', []],
    ['3 characters or fewer: nothing (category view)', 'rca', []],
    ['nothing that is absent', 'motocicleta', []],
  ])('finds %s', (_case, term, ids) => {
    expect(idsFor(term)).toEqual(ids);
  });

  it('tells which category each hit belongs to', () => {
    expect(searchFaqs(categories, 'casco').map((hit) => hit.categoryId)).toEqual([1, 2]);
  });
});

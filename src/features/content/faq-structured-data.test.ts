import { describe, expect, it } from 'vitest';
import { faqStructuredData } from './faq-structured-data.ts';

describe('faqStructuredData', () => {
  it('lists every question of every category with its answer', () => {
    const data = faqStructuredData([
      {
        id: 1,
        name: 'Abonament',
        faqs: [{ id: 1, question: 'Ce include abonamentul?', answer: '<p>Asigurari si revizii.</p>' }],
      },
      { id: 2, name: 'Finantare', faqs: [{ id: 2, question: 'Care este avansul?', answer: 'De la 15%.' }] },
      { id: 3, name: 'Gol', faqs: [] },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Ce include abonamentul?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Asigurari si revizii.</p>' },
        },
        {
          '@type': 'Question',
          name: 'Care este avansul?',
          acceptedAnswer: { '@type': 'Answer', text: 'De la 15%.' },
        },
      ],
    });
  });
});

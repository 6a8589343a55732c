/**
 * The FAQ described for search engines in schema.org terms (JSON-LD FAQPage): every question of
 * every category with its answer. Answers are the sanitized HTML the page shows, which FAQPage
 * answers may carry.
 */
import type { FaqCategory } from '../../domain/cms-schemas.ts';

export function faqStructuredData(categories: readonly FaqCategory[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((category) =>
      category.faqs.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}

// Astro renders islands to HTML at build time, in Node, without window or localStorage.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { roContent } from '../../i18n/ro.ts';
import { ContactModal } from './ContactModal.tsx';
import { FaqBrowser } from './FaqBrowser.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { RefundForm } from './RefundForm.tsx';

describe('islands render on the server', () => {
  it.each([
    ['ContactModal (closed: no markup)', () => <ContactModal />, ''],
    ['NewsletterForm', () => <NewsletterForm />, roContent.newsletterTitle],
    ['RefundForm', () => <RefundForm />, roContent.payerNameLabel],
    [
      'FaqBrowser',
      () => (
        <FaqBrowser
          categories={[{ id: 1, name: 'Abonament', faqs: [{ id: 1, question: 'Q?', answer: '<p>A</p>' }] }]}
        />
      ),
      '<p>A</p>',
    ],
  ])('%s', (_name, element, expected) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(element());
    if (expected === '') expect(html).toBe('');
    else expect(html).toContain(expected);
  });
});

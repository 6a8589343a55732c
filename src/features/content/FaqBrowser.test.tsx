// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaqCategory } from '../../domain/cms-schemas.ts';
import { FaqBrowser } from './FaqBrowser.tsx';

const categories: FaqCategory[] = [
  {
    id: 1,
    name: 'Abonament',
    faqs: [
      { id: 11, question: 'Ce include abonamentul?', answer: '<p>Include <strong>CASCO</strong>.</p>' },
      { id: 12, question: 'Pot returna masina?', answer: '<p>Da, cu preaviz.</p>' },
    ],
  },
  { id: 2, name: 'Finantare', faqs: [{ id: 21, question: 'Cat dureaza?', answer: '<p>10 minute.</p>' }] },
  { id: 3, name: 'Asigurare', faqs: [{ id: 31, question: 'Ce este RCA?', answer: '<p>Polita.</p>' }] },
];

afterEach(cleanup);

const questions = () =>
  screen
    .queryAllByRole('button', { expanded: true })
    .concat(screen.queryAllByRole('button', { expanded: false }));

describe('FaqBrowser', () => {
  it('shows the first category with its first item open', () => {
    render(<FaqBrowser categories={categories} />);
    expect(screen.getByRole('tab', { name: 'Abonament' }).getAttribute('aria-selected')).toBe('true');
    const first = screen.getByRole('button', { name: /Ce include/ });
    const second = screen.getByRole('button', { name: /Pot returna/ });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(second.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(screen.getByText('CASCO').tagName).toBe('STRONG');
  });

  it('toggles an item open and closed', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser categories={categories} />);
    const second = screen.getByRole('button', { name: /Pot returna/ });
    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    await user.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['ArrowRight', 'Finantare'],
    ['ArrowLeft', 'Asigurare'],
    ['End', 'Asigurare'],
  ])('%s moves to the %s tab and shows its questions', async (key, name) => {
    const user = userEvent.setup();
    render(<FaqBrowser categories={categories} />);
    screen.getByRole('tab', { name: 'Abonament' }).focus();
    await user.keyboard(`{${key}}`);
    const tab = screen.getByRole('tab', { name });
    expect(document.activeElement).toBe(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(1);
  });

  it('searches all categories above 3 characters, on answer text, and restores the view at 3', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser categories={categories} />);
    const search = screen.getByRole('searchbox');
    await user.type(search, 'poli');
    expect(questions().map((button) => button.textContent)).toEqual(['Ce este RCA?+']);
    expect(screen.getByRole('status').textContent).toContain('1');
    await user.type(search, '{Backspace}');
    expect(screen.getByRole('tabpanel').hidden).toBe(false);
    expect(questions()).toHaveLength(2);
  });

  it('never matches the answer markup', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser categories={categories} />);
    await user.type(screen.getByRole('searchbox'), 'strong');
    expect(questions()).toHaveLength(0);
  });

  it('clears the search when a tab is selected', async () => {
    const user = userEvent.setup();
    render(<FaqBrowser categories={categories} />);
    await user.type(screen.getByRole('searchbox'), 'minute');
    await user.click(screen.getByRole('tab', { name: 'Finantare' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(within(screen.getByRole('tabpanel')).getByRole('button').textContent).toContain('Cat dureaza?');
  });
});

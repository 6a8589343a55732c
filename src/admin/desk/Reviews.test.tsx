// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roDesk } from '../../i18n/ro/desk.ts';
import { i18nProvider } from '../providers/i18n-provider.ts';
import { DueField, ReviewDetails } from './Reviews.tsx';

const review = {
  id: 7,
  status: 'pending',
  answer_due_at: '2026-12-02T10:00:00.000Z',
  due_state: 'close',
  working_days_left: 1,
  point_of_view: 'Am si venituri din chirii.',
  decision_explanation: ['Motivul: gradul de indatorare ar fi 55% din venitul net.'],
  reviewer_conflict: null,
  reason: null,
  decided_by: null,
  decided_at: null,
};

function show(record: Record<string, unknown>, children: React.ReactNode) {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>{children}</RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review screens', () => {
  it.each([
    ['close', 1, 'Mai este o zi lucratoare', true],
    ['close', 0, 'Termenul este azi', true],
    ['overdue', -3, 'Depasit cu 3 zile', true],
    ['overdue', -21, 'Depasit cu 21 de zile', true],
    ['open', 12, 'Mai sunt 12 zile lucratoare', false],
    ['open', 20, 'Mai sunt 20 de zile lucratoare', false],
  ] as const)('shows a %s deadline, in red when urgent', (state, left, text, red) => {
    show({ ...review, due_state: state, working_days_left: left }, <DueField />);
    const due = screen.getByText(new RegExp(`^02\\.12\\.2026 \\(${text}\\)$`));
    expect(getComputedStyle(due).fontWeight === '700').toBe(red);
  });

  it('shows the applicant text and the reason, and the server refusal next to the field', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message: 'Date invalide', errors: { reason: roDesk.reasonRequired } }),
          {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    show(review, <ReviewDetails />);
    expect(screen.getByText('Am si venituri din chirii.')).toBeTruthy();
    expect(screen.getByText(/^Motivul: gradul de indatorare/)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Mentin refuzul' }));
    await userEvent.click(screen.getByRole('button', { name: 'Trimite decizia' }));
    expect(await screen.findByText(roDesk.reasonRequired)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/reviews/7/decision');
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'upheld', reason: '' });
  }, 30_000);

  it('offers no decision to a reviewer who touched the order, and says why', () => {
    show({ ...review, reviewer_conflict: roDesk.reviewOwnOrder }, <ReviewDetails />);
    expect(screen.getByText(roDesk.reviewOwnOrder)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Trimite decizia' })).toBeNull();
  });

  it('renders nothing while only the list row stands in for the record', () => {
    const { decision_explanation: _, ...row } = review;
    show(row, <ReviewDetails />);
    expect(screen.queryByText('Am si venituri din chirii.')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roWithdrawal } from '../../i18n/ro.ts';
import { WithdrawalNotice } from './WithdrawalNotice.tsx';

const t = roWithdrawal;
const CODE = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';
/** Paid on Saturday 28 November 2026: the 14th day is a Saturday, so the period ends on Monday 14 December. */
const PAID_AT = '2026-11-28T09:00:00.000Z';

afterEach(cleanup);

describe('WithdrawalNotice', () => {
  it("states an individual's last day and links to the withdrawal with the code filled in", () => {
    render(
      <WithdrawalNotice order={{ order_code: CODE, credit_type: 'credit', person: 1, paid_at: PAID_AT }} />,
    );
    expect(screen.getByRole('region', { name: t.noticeTitle }).textContent).toContain(
      'contractul de credit auto in 14 zile calendaristice, pana pe 14.12.2026 inclusiv',
    );
    expect(screen.getByRole('link', { name: t.linkLabel }).getAttribute('href')).toBe(
      `/retragere-din-contract?cod=${CODE}`,
    );
  });

  it.each([
    ['a company', { credit_type: 'leasing', person: 2 } as const, t.resultCompany],
    ['a subscription', { credit_type: 'carSubscription', person: 1 } as const, t.resultSubscription],
  ])('says the right does not apply to %s, with no link', (_name, order, text) => {
    render(<WithdrawalNotice order={{ order_code: CODE, paid_at: PAID_AT, ...order }} />);
    expect(screen.getByRole('region', { name: t.noticeTitle }).textContent).toContain(text);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinancingPaymentInfo } from '../../domain/cms-schemas.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { roApproval, roCreditAds } from '../../i18n/ro.ts';
import { figures, financingInfo } from '../financing/payment-info.fixture.ts';
import { AdjustTermsForm } from './AdjustTermsForm.tsx';
import { type TermsContext, termOptions } from './adjust-options.ts';
import { ORDER_UUID, wizardOrder } from './order.fixture.ts';
import ResolutionStep from './ResolutionStep.tsx';

const r = roApproval.resolution;
const pair = (EUR: number) => ({ EUR, RON: EUR * 5 });

// Credit 45 % and 55 % at 48 and 60 months; leasing with a plain cell and residuals 10 and 20.
const info: FinancingPaymentInfo = {
  ...financingInfo,
  credit: {
    '45': {
      downpayment: pair(9000),
      financedValue: pair(11000),
      monthlyPayment: { '48': figures({ RON: 1400 }), '60': figures({ RON: 1180.4 }) },
    },
    '55': {
      downpayment: pair(11000),
      financedValue: pair(9000),
      monthlyPayment: { '48': figures({ RON: 1150 }), '60': figures({ RON: 952.5 }) },
    },
  },
  leasing_fizica: {
    '50': {
      downpayment: pair(10000),
      financedValue: pair(10000),
      monthlyPayment: { '60': figures({ RON: 999 }) },
      residualRate: {
        '10': { residualValue: pair(2000), monthlyPayment: { '60': figures({ RON: 700 }) } },
        '20': { residualValue: pair(4000), monthlyPayment: { '60': figures({ RON: 605 }) } },
      },
    },
  },
};
const credit: TermsContext = { product: 'credit', person: 1, currency: 1 };
const leasing: TermsContext = { product: 'leasing', person: 1, currency: 1 };
const companyCredit: TermsContext = { product: 'credit', person: 2, currency: 1 };

function form(
  context: TermsContext,
  current: { months: number; downpayment: number; residual: number | null },
) {
  const onDone = vi.fn();
  render(
    <AdjustTermsForm
      uuid={ORDER_UUID}
      onDone={onDone}
      info={info}
      context={context}
      options={termOptions(info, context)}
      current={current}
      withCodebtor={false}
    />,
  );
  return onDone;
}

const escaped = (text: string) => text.replace(/[()]/g, (char) => `\\${char}`);
const select = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escaped(label)}`)) as HTMLSelectElement;
const optionValues = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter((value) => value !== '');
const rate = () => document.querySelector('.offer-monthly__amount')?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdjustTermsForm', () => {
  it('shows the monthly rate of the chosen terms and follows every change', async () => {
    const user = userEvent.setup();
    form(credit, { months: 48, downpayment: 45, residual: null });
    expect(screen.getByText(r.newMonthly)).toBeTruthy();
    expect(rate()).toBe(monthlyInstalmentText(1400, 1));
    await user.selectOptions(select(r.downpayment), '55');
    expect(rate()).toBe(monthlyInstalmentText(1150, 1));
    await user.selectOptions(select(r.months), '60');
    expect(rate()).toBe(monthlyInstalmentText(952.5, 1));
  });

  it('offers only the residual values of the tables, never 0 %', async () => {
    const user = userEvent.setup();
    form(leasing, { months: 60, downpayment: 50, residual: null });
    expect(optionValues(r.residual)).toEqual(['10', '20']);
    expect(select(r.residual).value).toBe('');
    await user.selectOptions(select(r.residual), '20');
    expect(rate()).toBe(monthlyInstalmentText(605, 1));
  });

  it("carries the credit warning under an individual's credit or leasing rate (CCD II art. 8)", async () => {
    const user = userEvent.setup();
    form(credit, { months: 48, downpayment: 45, residual: null });
    const rateLine = () => document.querySelector('.offer-monthly') as HTMLElement;
    expect(within(rateLine()).getByText(roCreditAds.warning)).toBeTruthy();
    cleanup();

    form(leasing, { months: 60, downpayment: 50, residual: null });
    await user.selectOptions(select(r.residual), '10');
    expect(rate()).toBe(monthlyInstalmentText(700, 1));
    expect(within(rateLine()).getByText(roCreditAds.warning)).toBeTruthy();
  });

  it("shows a company's rate without the consumer credit warning", () => {
    form(companyCredit, { months: 48, downpayment: 45, residual: null });
    // A company's rate is shown without VAT on the loan share, CASCO whole: 1,200 / 1.21 + 200.
    expect(rate()).toBe(monthlyInstalmentText(1191.74, 1));
    expect(screen.queryByText(roCreditAds.warning)).toBeNull();
  });

  it('answers unchanged terms with a message instead of sending them again', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const onDone = form(credit, { months: 48, downpayment: 45, residual: null });
    await user.click(screen.getByRole('button', { name: r.resubmit }));
    expect(await screen.findByText(r.sameTerms)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();

    await user.selectOptions(select(r.months), '60');
    await user.click(screen.getByRole('button', { name: r.resubmit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText(r.sameTerms)).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ months: 60, downpayment: 45, residual: 0 });
  });
});

describe('ResolutionStep advice', () => {
  function refused(overrides: Record<string, unknown>) {
    const order = wizardOrder({ rating: 0, reached_step: 5, ...overrides });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(order), { status: 200 }));
    render(<ResolutionStep uuid={ORDER_UUID} />);
  }

  it('with down payment and term at their maximum, suggests only the co-debtor', async () => {
    refused({ months: 60, downpayment: 55, payment_info: JSON.stringify(info) });
    expect(await screen.findByText(r.refusedIndividual)).toBeTruthy();
    expect(screen.getByText('Puteti adauga un codebitor, apoi retrimite cererea.')).toBeTruthy();
    expect(screen.queryByText(new RegExp(r.adviceActions.downpayment))).toBeNull();
  });

  it('with room left, names what can still change', async () => {
    refused({ months: 48, downpayment: 45, payment_info: JSON.stringify(info) });
    expect(
      await screen.findByText(
        'Puteti mari avansul, alege o durata mai lunga sau adauga un codebitor, apoi retrimite cererea.',
      ),
    ).toBeTruthy();
  });
});

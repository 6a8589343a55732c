// @vitest-environment jsdom
/**
 * The explained, reviewable decision on screen (issue 15.4): the notice before the decision runs,
 * the refusal's actual reason and the change that would pass, and "Solicita evaluare umana" with its
 * acknowledgement, its field error and a review already stored.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decisionExplanation, reviewAcknowledgement } from '../../domain/credit/decision-text.ts';
import type { DecisionFacts } from '../../domain/order/order-read-back.ts';
import { fill, roApproval, roDecision } from '../../i18n/ro.ts';
import IncomeStep from './IncomeStep.tsx';
import { ORDER_UUID, wizardOrder } from './order.fixture.ts';
import ResolutionStep from './ResolutionStep.tsx';

const d = roDecision;
const facts: DecisionFacts = {
  net_income_ron: 2000,
  obligations_ron: 300,
  instalment_ron: 952.5,
  debt_service_ratio: 0.6263,
  cap: 0.4,
  currency: 'RON',
  reasons: ['debt_service_exceeded'],
  change: null,
};
const review = { requested_at: '2026-11-25T10:00:00.000Z', answer_due_at: '2026-12-25T10:00:00.000Z' };
const refused = (overrides: Record<string, unknown> = {}) =>
  wizardOrder({ rating: 0, reached_step: 5, decision: facts, review: null, ...overrides });

function stub(order: Record<string, unknown>, answer: { status: number; body: unknown }) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(JSON.stringify(answer.body), { status: answer.status })
      : new Response(JSON.stringify(order), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('decision explanation texts', () => {
  it('names the ratio, what is owed, the income and the cap, then the change or that none fits', () => {
    const [reason, change] = decisionExplanation(facts);
    expect(reason).toContain('62,6%');
    expect(reason).toContain('1.252,50 lei');
    expect(reason).toContain('2.000,00 lei');
    expect(reason).toContain('40%');
    expect(reason).toContain(d.capWhyRon);
    expect(change).toContain('Nicio durata');
    const withChange = decisionExplanation({
      ...facts,
      currency: 'EUR',
      cap: 0.2,
      change: {
        kind: 'currency',
        months: 60,
        downpayment: 50,
        currency: 1,
        instalment: 605,
        debt_service_ratio: 0.3025,
      },
    });
    expect(withChange[0]).toContain(d.capWhyEur);
    expect(withChange[1]).toBe(
      'Ar incapea in lei in loc de euro: rata 605,00 RON/luna, grad de indatorare 30,3%.',
    );
  });

  it('arrears and no income have their own reason and no change', () => {
    expect(decisionExplanation({ ...facts, reasons: ['delay_history', 'debt_service_exceeded'] })).toEqual([
      d.reasonDelays,
    ]);
    expect(decisionExplanation({ ...facts, reasons: ['no_income'], debt_service_ratio: null })).toEqual([
      d.reasonNoIncome,
    ]);
  });

  it('acknowledges with the Bucharest dates and the 30 days', () => {
    expect(reviewAcknowledgement(review)).toBe(
      fill(d.reviewDone, { date: '25.11.2026', due: '25.12.2026', days: 30 }),
    );
  });
});

describe('automated decision on screen', () => {
  it('the income step says the decision is automated, what it uses and never uses', () => {
    render(<IncomeStep uuid={ORDER_UUID} onDone={() => {}} />);
    expect(screen.getByRole('heading', { name: d.automatedTitle })).toBeTruthy();
    for (const text of [d.automated, d.automatedSources, d.automatedExcluded, d.automatedReview]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('a refusal explains its reason and stores a review with the point of view', async () => {
    const fetch = stub(refused(), {
      status: 201,
      body: { order_code: ORDER_UUID, point_of_view: 'x', ...review },
    });
    const user = userEvent.setup();
    render(<ResolutionStep uuid={ORDER_UUID} />);
    expect(await screen.findByRole('heading', { name: roApproval.resolution.refusedTitle })).toBeTruthy();
    for (const text of decisionExplanation(facts)) expect(screen.getByText(text)).toBeTruthy();
    await user.type(screen.getByLabelText(d.reviewLabel), 'Am si venituri din chirii.');
    await user.click(screen.getByRole('button', { name: d.reviewSubmit }));
    expect(await screen.findByText(reviewAcknowledgement(review))).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/client-order/${ORDER_UUID}/review`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ punct_de_vedere: 'Am si venituri din chirii.' });
  });

  it('a text over 2,000 characters is refused next to the field without a request', async () => {
    const fetch = stub(refused(), { status: 201, body: {} });
    const user = userEvent.setup();
    render(<ResolutionStep uuid={ORDER_UUID} />);
    const box = await screen.findByLabelText(d.reviewLabel);
    await user.click(box);
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: d.reviewSubmit }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('a second, different request refused by the server shows its Romanian message', async () => {
    stub(refused(), { status: 409, body: { message: d.reviewAlreadyRequested } });
    const user = userEvent.setup();
    render(<ResolutionStep uuid={ORDER_UUID} />);
    await user.click(await screen.findByRole('button', { name: d.reviewSubmit }));
    expect(await screen.findByText(d.reviewAlreadyRequested)).toBeTruthy();
  });

  it('a stored review is acknowledged at once; an approval offers none', async () => {
    stub(refused({ review }), { status: 201, body: {} });
    render(<ResolutionStep uuid={ORDER_UUID} />);
    expect(await screen.findByText(reviewAcknowledgement(review))).toBeTruthy();
    expect(screen.queryByLabelText(d.reviewLabel)).toBeNull();
    cleanup();
    stub(wizardOrder({ rating: 1, reached_step: 5, decision: { ...facts, reasons: [] } }), {
      status: 201,
      body: {},
    });
    render(<ResolutionStep uuid={ORDER_UUID} />);
    expect(await screen.findByRole('heading', { name: roApproval.resolution.approvedTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: d.reviewTitle })).toBeNull();
  });
});

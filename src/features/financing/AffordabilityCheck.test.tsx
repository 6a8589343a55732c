// @vitest-environment jsdom
/**
 * The panel's affordability check (issue 15.3): opened from the financing panel, it answers as the
 * visitor types with the shared rule's figures, names the smallest change from the car's tables,
 * says when it does not apply, and sends or stores nothing that was typed.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerAffordability, smallestFittingChange } from '../../domain/credit/affordability.ts';
import { capText, changeText, ratioText } from '../../domain/credit/affordability-text.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../domain/financing/financing-params.ts';
import { monthlyInstalmentText } from '../../domain/financing/offer-text.ts';
import { financingPaymentInfo } from '../../domain/financing/payment-info-builder.ts';
import { fill, roAffordability, roFinancing } from '../../i18n/ro.ts';
import AffordabilityCheck from './AffordabilityCheck.tsx';
import { FinancingPanel } from './FinancingPanel.tsx';
import { freshPanelPage } from './panel-page.fixture.ts';

const info = financingPaymentInfo(23_450, 5);
const r = roAffordability;
const credit: FinancingParams = { ...DEFAULT_FINANCING_PARAMS, months: 36, upFront: 25 };

beforeEach(() => freshPanelPage());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const type = async (label: string, value: string) => {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, value);
};

describe('AffordabilityCheck', () => {
  it('is fetched when the panel disclosure opens, then answers at once', async () => {
    render(<FinancingPanel sku="B-1" visibility={2} paymentInfo={info} />);
    expect(screen.queryByLabelText(r.income)).toBeNull();
    await userEvent.setup().click(screen.getByText(roFinancing.affordabilityToggle));
    await screen.findByLabelText(r.income);
    expect(screen.getByText(r.enterIncome)).toBeTruthy();
    await type(r.income, '20000');
    const verdict = offerAffordability(info, DEFAULT_FINANCING_PARAMS, {
      incomeRon: 20_000,
      obligationsRon: 0,
      eurRonRate: 5,
    });
    if (!verdict) throw new Error('the default cell is priced');
    expect(verdict.fits).toBe(true);
    const monthly = monthlyInstalmentText(verdict.offer.monthly, 1);
    expect(screen.getByText(fill(r.fits, { monthly }))).toBeTruthy();
    expect(screen.getByText(fill(r.ratio, { ratio: ratioText(verdict.ratio) }))).toBeTruthy();
    expect(screen.getByText(capText(0.4, 'RON'))).toBeTruthy();
  });

  it('over the cap: says so and names the smallest change from the same rule', async () => {
    render(<AffordabilityCheck info={info} params={credit} />);
    const probe = offerAffordability(info, credit, { incomeRon: 1, obligationsRon: 0, eurRonRate: 5 });
    const income = Math.floor(((probe?.instalmentRon ?? 0) + 500) / 0.4) - 50;
    await type(r.income, String(income));
    await type(r.debts, '500');
    const money = { incomeRon: income, obligationsRon: 500, eurRonRate: 5 };
    const verdict = offerAffordability(info, credit, money);
    const change = smallestFittingChange(info, credit, money);
    if (!verdict || !change) throw new Error('a change fits these tables');
    expect(verdict.fits).toBe(false);
    const monthly = monthlyInstalmentText(verdict.offer.monthly, 1);
    expect(screen.getByText(fill(r.exceeds, { monthly }))).toBeTruthy();
    const expected = changeText({
      kind: change.kind,
      months: change.params.months,
      downpayment: change.params.upFront,
      currency: change.params.currency,
      monthly: change.offer.monthly,
      ratio: change.ratio,
    });
    expect(screen.getByText(expected)).toBeTruthy();
  });

  it('EUR leasing for a RON earner: the 20% cap, and lei as the change when that is what fits', async () => {
    const leasing: FinancingParams = { ...credit, type: 'leasing', currency: 2, months: 60, upFront: 50 };
    render(<AffordabilityCheck info={info} params={leasing} />);
    const probe = offerAffordability(info, leasing, { incomeRon: 1, obligationsRon: 0, eurRonRate: 5 });
    await type(r.income, String(Math.floor((probe?.instalmentRon ?? 0) / 0.2) - 10));
    expect(screen.getByText(capText(0.2, 'EUR'))).toBeTruthy();
    expect(screen.getByText(/in lei in loc de euro/)).toBeTruthy();
  });

  it('refuses what is not an amount next to the field, and says when it does not apply', async () => {
    const { unmount } = render(<AffordabilityCheck info={info} params={credit} />);
    await type(r.income, 'abc');
    expect(screen.getByText(r.amountInvalid)).toBeTruthy();
    expect(screen.getByLabelText(r.income).getAttribute('aria-invalid')).toBe('true');
    unmount();
    render(<AffordabilityCheck info={info} params={{ ...credit, type: 'leasing', person: 2 }} />);
    expect(screen.getByText(r.notApplicable)).toBeTruthy();
    expect(screen.queryByLabelText(r.income)).toBeNull();
  });

  it('sends nothing and stores nothing of what is typed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<AffordabilityCheck info={info} params={credit} />);
    await type(r.income, '7345');
    await type(r.debts, '1234');
    expect(fetchSpy).not.toHaveBeenCalled();
    const stored = setItem.mock.calls.map((call) => call.join('='));
    expect(stored.filter((entry) => entry.includes('7345') || entry.includes('1234'))).toEqual([]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('7345');
  });
});

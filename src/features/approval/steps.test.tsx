// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roApproval, roCommon, roValidation } from '../../i18n/ro.ts';
import ContactStep from './ContactStep.tsx';
import IncomeStep from './IncomeStep.tsx';
import PersonalStep from './PersonalStep.tsx';

const p = roApproval.personal;
const i = roApproval.income;
const label = (text: string) => screen.queryByLabelText(new RegExp(`^${text.replace(/[?()]/g, '.')}`));
const select = (text: string) => {
  const element = label(text);
  if (!(element instanceof HTMLSelectElement)) throw new Error(`no select ${text}`);
  return element;
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonalStep conditional fields', () => {
  it.each([
    ['no credits: no delay questions', '0', null, [false, false, false]],
    ['credits, no delays: only the delay question', '1', '0', [true, false, false]],
    ['credits with delays: number and length too', '1', '1', [true, true, true]],
  ])('%s', async (_name, credits, delays, [delayQuestion, count, days]) => {
    const user = userEvent.setup();
    render(<PersonalStep uuid="u-1" onDone={() => {}} />);
    await user.selectOptions(select(p.avut_credite), credits);
    if (delays !== null) await user.selectOptions(select(p.avut_intarzieri_credit), delays);
    expect(label(p.avut_intarzieri_credit) !== null).toBe(delayQuestion);
    expect(label(p.nr_intarzieri_credit) !== null).toBe(count);
    expect(label(p.medie_zile_intarzieri_credit) !== null).toBe(days);
  });

  it('shows the spec message on every empty select and sends only relevant answers', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    const onDone = vi.fn();
    render(<PersonalStep uuid="u-1" onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: roApproval.next }));
    expect(screen.getAllByText(roValidation.chooseOption)).toHaveLength(5);
    expect(fetch).not.toHaveBeenCalled();
    await user.selectOptions(select(p.stare_civila), '2');
    await user.selectOptions(select(p.studii), 'S');
    await user.selectOptions(select(p.stare_locativa), 'O');
    await user.selectOptions(select(p.nr_angajati), '3');
    await user.selectOptions(select(p.avut_credite), '1');
    await user.selectOptions(select(p.avut_intarzieri_credit), '1');
    await user.selectOptions(select(p.nr_intarzieri_credit), '2');
    await user.selectOptions(select(p.medie_zile_intarzieri_credit), '1');
    await user.selectOptions(select(p.avut_intarzieri_credit), '0');
    await user.click(screen.getByRole('button', { name: roApproval.next }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-order/u-1');
    expect(JSON.parse(String(init.body))).toEqual({
      stare_civila: 2,
      studii: 'S',
      stare_locativa: 'O',
      nr_angajati: 3,
      avut_credite: 1,
      avut_intarzieri_credit: 0,
    });
  });
});

describe('IncomeStep conditional fields', () => {
  it.each([
    ['no rise', '0', null, [false, false]],
    ['rise explained', '1', '1', [true, false]],
    ['rise unexplained: last year average', '1', '0', [true, true]],
  ])('%s', async (_name, rise, reason, [reasonShown, averageShown]) => {
    const user = userEvent.setup();
    render(<IncomeStep uuid="u-1" onDone={() => {}} />);
    await user.selectOptions(select(i.rise), rise);
    if (reason !== null) await user.selectOptions(select(i.riseReason), reason);
    expect(label(i.riseReason) !== null).toBe(reasonShown);
    expect(label(i.lastYearAverage) !== null).toBe(averageShown);
  });

  it('keeps data and tells the user when the server cannot be reached', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    render(<IncomeStep uuid="u-1" onDone={() => {}} />);
    await user.type(label(i.salary) as HTMLInputElement, '5000');
    await user.selectOptions(select(i.contractPeriod), 'nedeterminat');
    await user.selectOptions(select(i.rise), '0');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(i.responsibility) }));
    await user.click(screen.getByRole('button', { name: roApproval.next }));
    expect(await screen.findByText(roCommon.serverUnreachable)).toBeTruthy();
    expect((label(i.salary) as HTMLInputElement).value).toBe('5000');
  });
});

describe('ContactStep', () => {
  const CREATE = { kind: 'create', idempotencyKey: '7d3c1f0a-2b4e-4c6d-8e9f-0a1b2c3d4e5f' } as const;
  const terms = {
    sku: 'A-1',
    person: 1,
    credit_type: 'credit',
    months: 60,
    downpayment: 55,
    residual: 0,
    currency: 1,
  };
  const a = roApproval;

  function stubApi() {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/counties')
        return json([
          { id: 1, name: 'Cluj', delivery_price: 100 },
          { id: 2, name: 'Iasi', delivery_price: 120 },
        ]);
      if (url === '/api/counties/1') return json([{ id: 10, name: 'Cluj-Napoca', postal_code: '400001' }]);
      if (url === '/api/counties/2') return json([{ id: 20, name: 'Iasi', postal_code: '700001' }]);
      return json({ message: 'x', errors: { email: 'Format email invalid' } }, 422);
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('fills the postal code from the locality and empties the locality when the county changes', async () => {
    const fetch = stubApi();
    const fetchCalls = () => fetch.mock.calls.map((call) => call[0]);
    const user = userEvent.setup();
    render(
      <ContactStep pkg="credit" person={1} terms={terms} mode={CREATE} draft={undefined} onSent={() => {}} />,
    );
    await screen.findByRole('option', { name: 'Cluj' });
    await user.selectOptions(select(a.county), '1');
    await waitFor(() => expect(fetchCalls()).toContain('/api/counties/1'));
    await screen.findByRole('option', { name: 'Cluj-Napoca' });
    await user.selectOptions(select(a.city), 'Cluj-Napoca');
    expect((label(a.postalCode) as HTMLInputElement).value).toBe('400001');
    await user.selectOptions(select(a.county), '2');
    await screen.findByRole('option', { name: 'Iasi', selected: false });
    expect(select(a.city).value).toBe('');
  });

  it('reports the spec messages for bad input', async () => {
    stubApi();
    const user = userEvent.setup();
    render(
      <ContactStep pkg="credit" person={1} terms={terms} mode={CREATE} draft={undefined} onSent={() => {}} />,
    );
    await user.type(label(a.email) as HTMLInputElement, 'ana@example.ro');
    await user.type(label(a.emailConfirm) as HTMLInputElement, 'ana@example.com');
    await user.type(label(a.birthDate) as HTMLInputElement, '2015-01-01');
    await user.type(label(a.phone) as HTMLInputElement, '0712');
    await user.click(screen.getByRole('button', { name: a.next }));
    for (const message of [
      roValidation.emailsDiffer,
      roValidation.minAge,
      roValidation.nameRequired,
      roValidation.chooseFromList,
      roValidation.terms,
      roValidation.dataProtection,
    ]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/Introduceti un numar de telefon valid/)).toBeTruthy();
  });

  it('resends a failed order with the same Idempotency-Key, so the server makes one order', async () => {
    const orderKeys: string[] = [];
    const counties = stubApi();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url !== '/api/client-order') return counties(url);
        orderKeys.push(((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key'] ?? '');
        if (orderKeys.length === 1) throw new TypeError('the answer was lost');
        return json('order-uuid-1', 201);
      }),
    );
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <ContactStep pkg="credit" person={1} terms={terms} mode={CREATE} draft={undefined} onSent={onSent} />,
    );
    await user.type(label(a.lastName) as HTMLInputElement, 'Popescu');
    await user.type(label(a.firstName) as HTMLInputElement, 'Ana');
    await user.type(label(a.phone) as HTMLInputElement, '712345678');
    await user.type(label(a.email) as HTMLInputElement, 'ana@example.ro');
    await user.type(label(a.emailConfirm) as HTMLInputElement, 'ana@example.ro');
    await user.type(label(a.birthDate) as HTMLInputElement, '1990-04-12');
    await screen.findByRole('option', { name: 'Cluj' });
    await user.selectOptions(select(a.county), '1');
    await screen.findByRole('option', { name: 'Cluj-Napoca' });
    await user.selectOptions(select(a.city), 'Cluj-Napoca');
    await user.type(label(a.street) as HTMLInputElement, 'Str. Memorandumului 10');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);

    await user.click(screen.getByRole('button', { name: a.next }));
    expect(await screen.findByText(roCommon.serverUnreachable)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: a.next }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith('order-uuid-1', expect.objectContaining({ nume: 'Popescu' })),
    );
    // The order in progress's key, both times: a resend from the tab makes no second order.
    expect(orderKeys).toEqual([CREATE.idempotencyKey, CREATE.idempotencyKey]);
    // Filling a dozen fields takes a while on a loaded machine; nothing here waits on a clock.
  }, 30_000);

  it('shows the company fields by company type', async () => {
    stubApi();
    const user = userEvent.setup();
    render(
      <ContactStep
        pkg="carSubscription"
        person={2}
        terms={{ ...terms, person: 2 }}
        mode={CREATE}
        draft={undefined}
        onSent={() => {}}
      />,
    );
    await user.selectOptions(select(a.companyType), '1');
    expect(label(a.registerNumber)).not.toBeNull();
    expect(label(a.caen)).toBeNull();
    expect([...select(a.calitatea).options].map((option) => option.text)).toEqual([
      a.chooseOption,
      'Administrator',
      'Director General',
    ]);
    await user.selectOptions(select(a.companyType), '3');
    expect(label(a.registerNumber)).toBeNull();
    expect(label(a.caen)).not.toBeNull();
    expect(label(a.foundingDate)).not.toBeNull();
  });
});

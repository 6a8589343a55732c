// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roValidation, roWithdrawal } from '../../i18n/ro.ts';
import { WithdrawalForm } from './WithdrawalForm.tsx';

const t = roWithdrawal;
const CODE = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';
const OPEN = {
  status: 'open',
  order_code: CODE,
  product: 'leasing',
  product_name: 'Dacia Logan Prestige',
  concluded_on: '2026-11-25',
  last_day: '2026-12-09',
};
const WITHDRAWN = {
  status: 'withdrawn',
  order_code: CODE,
  withdrawn_at: '2026-12-03T15:42:10.000Z',
  date: '2026-12-03',
  time: '17:42',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(...responses: Response[]) {
  const fetch = vi.fn(async () => responses.shift() ?? new Response('', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof answer>, call: number) => {
  const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};

const codeField = () => screen.getByRole('textbox', { name: new RegExp(t.orderCodeLabel) });
const emailField = () => screen.getByRole('textbox', { name: new RegExp(t.emailLabel) });

async function lookUp(user: ReturnType<typeof userEvent.setup>, code = CODE) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.type(emailField(), 'ana@example.ro');
  await user.click(screen.getByRole('button', { name: t.check }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('WithdrawalForm', () => {
  it('fills the order code from ?cod= and asks only for the e-mail', async () => {
    history.replaceState(null, '', `/retragere-din-contract?cod=${CODE}`);
    render(<WithdrawalForm />);
    await waitFor(() => expect((codeField() as HTMLInputElement).value).toBe(CODE));
    expect((emailField() as HTMLInputElement).value).toBe('');
  });

  it('checks, shows what is withdrawn from, confirms only on "Confirma retragerea", then acknowledges', async () => {
    const fetch = answer(json(200, OPEN), json(201, WITHDRAWN));
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await lookUp(user);
    expect(sent(fetch, 0)).toEqual({
      url: '/api/withdrawals/check',
      body: { order_code: CODE, email: 'ana@example.ro' },
    });
    const heading = await screen.findByRole('heading', { name: t.confirmTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.body.textContent).toContain('leasing financiar pentru Dacia Logan Prestige');
    expect(document.body.textContent).toContain('incheiat pe 25.11.2026');
    expect(document.body.textContent).toContain('pana pe 09.12.2026 inclusiv');
    expect(fetch).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: t.confirm }));
    expect(sent(fetch, 1)).toEqual({
      url: '/api/withdrawals',
      body: { order_code: CODE, email: 'ana@example.ro', confirm: true },
    });
    await screen.findByRole('heading', { name: t.doneTitle });
    expect(screen.getByRole('status').textContent).toBe(
      `Am primit retragerea ta din contractul pentru comanda ${CODE} pe 03.12.2026, la ora 17:42 (ora Romaniei). Ti-am trimis confirmarea pe e-mail.`,
    );
  });

  it('goes back to the form from the confirmation without sending anything', async () => {
    const fetch = answer(json(200, OPEN));
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await lookUp(user);
    await user.click(await screen.findByRole('button', { name: t.back }));
    expect(codeField()).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows an earlier withdrawal with its first date', async () => {
    answer(json(200, { ...WITHDRAWN, status: 'already_withdrawn' }));
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await lookUp(user);
    await screen.findByRole('heading', { name: t.alreadyTitle });
    expect(screen.getByRole('status').textContent).toContain('pe 03.12.2026, la ora 17:42');
  });

  it.each([
    [404, t.notFound],
    [409, t.subscription],
  ])('shows the %s refusal above the button and keeps what was typed', async (status, message) => {
    answer(json(status, { message }));
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await lookUp(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((emailField() as HTMLInputElement).value).toBe('ana@example.ro');
  });

  it('refuses a malformed code and a missing e-mail next to the fields, before sending', async () => {
    const fetch = answer();
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await user.type(codeField(), 'ABC-123');
    await user.click(screen.getByRole('button', { name: t.check }));
    expect(await screen.findByText(t.orderCodeInvalid)).toBeTruthy();
    expect(screen.getByText(roValidation.emailRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the confirmation cannot reach the server, and stays on the confirmation', async () => {
    const fetch = vi.fn(async () => json(200, OPEN));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<WithdrawalForm />);
    await lookUp(user);
    fetch.mockImplementationOnce(async () => {
      throw new TypeError('offline');
    });
    await user.click(await screen.findByRole('button', { name: t.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    expect(screen.getByRole('heading', { name: t.confirmTitle })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, roCommon, roPriceAlerts, roValidation } from '../../i18n/ro.ts';
import { PriceAlertForm } from './PriceAlertForm.tsx';

const t = roPriceAlerts;
const NAME = 'Dacia Duster 1.5';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  render(<PriceAlertForm sku="AB-1" name={NAME} />);
  const button = screen.getByRole('button', { name: fill(t.openFor, { name: NAME }) });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  return screen.getByRole('form', { name: fill(t.openFor, { name: NAME }) });
}

const emailField = (form: HTMLElement) =>
  within(form).getByLabelText(new RegExp(`^${t.emailLabel}`)) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(emailField(form), 'maria@example.ro');
  await user.click(within(form).getByRole('checkbox'));
}

const submit = (user: ReturnType<typeof userEvent.setup>, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: t.submit }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PriceAlertForm', () => {
  it('shows nothing of the form until its button is pressed', () => {
    render(<PriceAlertForm sku="AB-1" name={NAME} />);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the Romanian messages next to the fields and sends nothing when empty or malformed', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const form = await openForm(user);
    await submit(user, form);
    expect(within(form).getByText(roValidation.emailRequired)).toBeTruthy();
    expect(within(form).getByText(roValidation.dataProtection)).toBeTruthy();
    await user.type(emailField(form), 'fara-arond');
    await submit(user, form);
    expect(within(form).getByText(roValidation.emailInvalid)).toBeTruthy();
    expect(emailField(form).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the car and address, and says a confirmation e-mail was sent only once the server accepted', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillValid(user, form);
    await submit(user, form);
    const sent = fill(t.sent, { email: 'maria@example.ro' });
    expect(screen.queryByText(sent)).toBeNull();
    answer(json(202, { message: sent }));
    await screen.findByText(sent);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/price-alerts');
    expect(JSON.parse(String(init.body))).toEqual({
      sku: 'AB-1',
      email: 'maria@example.ro',
      data_protection: true,
    });
    expect(emailField(form).value).toBe('');
  });

  it("puts the server's 422 messages next to their fields, and a refused car above the button", async () => {
    const message = roValidation.emailInvalid;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { message, errors: { email: message, sku: t.carNotOffered } })),
    );
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillValid(user, form);
    await submit(user, form);
    await waitFor(() => expect(emailField(form).getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toContain(t.carNotOffered);
    expect(screen.queryByText(/Ti-am trimis/)).toBeNull();
  });

  it('says the server could not be reached, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillValid(user, form);
    await submit(user, form);
    await within(form).findByText(roCommon.serverUnreachable);
    expect(emailField(form).value).toBe('maria@example.ro');
    expect(screen.queryByText(/Ti-am trimis/)).toBeNull();
  });
});

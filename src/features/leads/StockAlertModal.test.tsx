// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roContent, roLeads, roPublicApi, roValidation } from '../../i18n/ro.ts';
import { requestStockAlert } from '../financing/stock-alert-event.ts';
import { StockAlertModal } from './StockAlertModal.tsx';

type Host = { dataLayer?: unknown[] };
const t = roLeads;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function openByHash() {
  window.history.replaceState(null, '', '/masina/AB-1#alerta-stoc');
  render(<StockAlertModal sku="AB-1" productName="Dacia Duster" />);
  return screen.findByRole('dialog', { name: t.stockAlertTitle });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(t.lastNameLabel), 'Ionescu');
  await user.type(field(t.firstNameLabel), 'Maria');
  await user.type(field(t.phoneLabel), '+40 744 123 456');
  await user.type(field(t.emailLabel), 'maria@example.ro');
  await user.type(field(t.cityLabel), 'Cluj');
  await user.click(screen.getByRole('checkbox'));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: t.stockAlertSubmit }));

beforeEach(() => {
  delete (window as Host).dataLayer;
  window.history.replaceState(null, '', '/masina/AB-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StockAlertModal opening', () => {
  it('renders nothing until asked', () => {
    const { container } = render(<StockAlertModal sku="AB-1" productName="Dacia Duster" />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on #alerta-stoc with the spec texts and the data-protection link', async () => {
    const dialog = await openByHash();
    expect(dialog.textContent).toContain(t.stockAlertIntro);
    expect(
      screen.getByRole('link', { name: new RegExp(roContent.dataProtectionLink) }).getAttribute('href'),
    ).toBe('/protectia-datelor');
  });

  it("opens on the financing panel's request and closes clearing its hash, keeping the query", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/masina/AB-1?luni=48');
    render(<StockAlertModal sku="AB-1" productName="Dacia Duster" />);
    act(() => requestStockAlert());
    await screen.findByRole('dialog', { name: t.stockAlertTitle });
    expect(window.location.hash).toBe('#alerta-stoc');
    await user.click(screen.getByRole('button', { name: roCommon.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/masina/AB-1?luni=48',
    );
  });

  it('opens on a click on a link to #alerta-stoc without a history entry', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#alerta-stoc">alerta</a>
        <StockAlertModal sku="AB-1" productName="Dacia Duster" />
      </>,
    );
    const historyLength = window.history.length;
    await user.click(screen.getByRole('link', { name: 'alerta' }));
    await screen.findByRole('dialog', { name: t.stockAlertTitle });
    expect(window.history.length).toBe(historyLength);
  });
});

describe('StockAlertModal submitting', () => {
  it('shows the Romanian messages and sends nothing when the form is empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await openByHash();
    await submit(user);
    for (const message of [
      roValidation.nameRequired,
      roValidation.firstNameRequired,
      roValidation.phoneRequired,
      roValidation.emailRequired,
      roValidation.cityRequired,
      roValidation.dataProtection,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the values with the sku, then shows success, resets and reports form_alerta_stoc', async () => {
    const fetch = vi.fn(async () => json(201, { id: 7 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await openByHash();
    await fillValid(user);
    await submit(user);
    await screen.findByText(roCommon.success);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stock-alert');
    expect(JSON.parse(String(init.body))).toEqual({
      sku: 'AB-1',
      nume: 'Ionescu',
      prenume: 'Maria',
      telefon: '+40 744 123 456',
      email: 'maria@example.ro',
      oras: 'Cluj',
      data_protection: true,
    });
    expect(field(t.lastNameLabel).value).toBe('');
    expect((window as Host).dataLayer).toEqual([{ event: 'form_success', form_name: 'form_alerta_stoc' }]);
  });

  it("puts the server's 422 messages next to their fields", async () => {
    const message = roValidation.emailInvalid;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(422, { message, errors: { email: message } })),
    );
    const user = userEvent.setup();
    await openByHash();
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(field(t.emailLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect((window as Host).dataLayer).toBeUndefined();
  });

  it('tells the visitor when the server cannot be reached and keeps every value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = userEvent.setup();
    await openByHash();
    await fillValid(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    expect(field(t.lastNameLabel).value).toBe('Ionescu');
    expect(field(t.cityLabel).value).toBe('Cluj');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
  });

  it('after a 429 shows the Romanian message by the button and keeps every value', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { message: roPublicApi.tooManyRequests })),
    );
    const user = userEvent.setup();
    await openByHash();
    await fillValid(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(roPublicApi.tooManyRequests);
    expect(field(t.lastNameLabel).value).toBe('Ionescu');
    expect(field(t.emailLabel).value).toBe('maria@example.ro');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    expect((window as Host).dataLayer).toBeUndefined();
  });
});

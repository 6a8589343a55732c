// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressForms } from '../../domain/address-form.ts';
import { roCommon, roContent, roPublicApi, roSite, roValidation } from '../../i18n/ro.ts';
import { OUTBOX_STORAGE_KEY } from '../../lib/api/outbox-storage.ts';
import { ContactModal } from './ContactModal.tsx';

type Host = { dataLayer?: unknown[] };

function setHash(hash: string) {
  window.history.replaceState(null, '', `/faq${hash}`);
}

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(new RegExp(roContent.nameLabel)), 'Ana Pop');
  await user.type(screen.getByLabelText(new RegExp(`^${roContent.emailLabel}`)), 'ana@exemplu.ro');
  await user.type(screen.getByLabelText(new RegExp(roContent.messageLabel)), 'Vreau o oferta pentru un SUV.');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  localStorage.clear();
  delete (window as Host).dataLayer;
  setHash('');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactModal opening and closing', () => {
  it('stays closed without a contact hash', () => {
    render(<ContactModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the contact modal on load for #contact', async () => {
    setHash('#contact');
    render(<ContactModal />);
    expect(await screen.findByRole('dialog', { name: roContent.contactTitle })).toBeTruthy();
    expect(screen.queryByText(roSite.postalAddress)).toBeNull();
  });

  it('opens the broker variant with the postal address and broker data-protection link', async () => {
    setHash('#contactbroker');
    render(<ContactModal />);
    expect(await screen.findByRole('dialog', { name: roContent.contactBrokerTitle })).toBeTruthy();
    expect(screen.getByText(roSite.postalAddress, { exact: false })).toBeTruthy();
    const link = screen.getByRole('link', { name: roContent.brokerDataProtection });
    expect(link.getAttribute('href')).toBe('/protectia-datelor#broker');
  });

  it('opens on hashchange', async () => {
    render(<ContactModal />);
    await act(async () => {
      setHash('#contact');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens from any link to #contact; Escape closes, clears the hash and refocuses the link', async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="/#contact">Contact</a>
        <ContactModal />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    link.focus();
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: roContent.contactTitle })).toBeTruthy();
    expect(window.location.pathname).toBe('/faq');
    expect(window.location.hash).toBe('#contact');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toBe(link);
  });
});

describe('ContactModal form', () => {
  beforeEach(() => setHash('#contact'));

  it('shows the spec messages next to the fields, a 3-row message box and the consent link', async () => {
    const user = userEvent.setup();
    render(<ContactModal />);
    // The dialog's code loads on first opening.
    await screen.findByRole('dialog');
    expect(screen.getByLabelText(new RegExp(roContent.messageLabel)).getAttribute('rows')).toBe('3');
    expect(
      screen.getByRole('link', { name: new RegExp(roContent.dataProtectionLink) }).getAttribute('href'),
    ).toBe('/protectia-datelor');
    await user.type(screen.getByLabelText(new RegExp(roContent.nameLabel)), 'A');
    await user.type(screen.getByLabelText(new RegExp(roContent.messageLabel)), 'scurt');
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    for (const message of [
      roValidation.nameMin,
      roValidation.emailRequired,
      roValidation.messageMin,
      roValidation.dataProtection,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('shows success at once, resets, and sends once with the idempotency key; form_success on acceptance', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactModal />);
    // The dialog's code loads on first opening.
    await screen.findByRole('dialog');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: roCommon.send }));

    expect(screen.getByRole('status').textContent).toBe(roContent.contactSent);
    expect((screen.getByLabelText(new RegExp(roContent.nameLabel)) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(url).toBe('/api/contact-form');
    expect(body).toMatchObject({ name: 'Ana Pop', email: 'ana@exemplu.ro', data_protection: true });
    expect(init.headers).toMatchObject({ 'Idempotency-Key': body.idempotency_key });
    expect((window as Host).dataLayer).toBeUndefined();

    await act(async () => answer(new Response('{}', { status: 201 })));
    await waitFor(() =>
      expect((window as Host).dataLayer).toEqual([{ event: 'form_success', form_name: 'form_contact' }]),
    );
    expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('keeps the message in the browser when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const user = userEvent.setup();
    render(<ContactModal />);
    // The dialog's code loads on first opening.
    await screen.findByRole('dialog');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(screen.getByRole('status').textContent).toBe(roContent.contactSent);
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
      expect(stored).toMatchObject([{ path: '/contact-form', attempts: 1 }]);
    });
    expect((window as Host).dataLayer).toBeUndefined();
  });

  it('after a 429 tells the visitor it will be sent, and sends it once when Retry-After has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      new Response(JSON.stringify({ message: roPublicApi.tooManyRequests }), {
        status: 429,
        headers: { 'Retry-After': '30' },
      }),
      new Response('{}', { status: 201 }),
    ];
    const fetch = vi.fn(async () => answers.shift() ?? new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<ContactModal />);
      await screen.findByRole('dialog');
      await fillValidMessage(user);
      await user.click(screen.getByRole('button', { name: roCommon.send }));
      expect(await screen.findByText(roContent.queuedThrottled)).toBeTruthy();
      expect(screen.getByText(roContent.contactSent)).toBeTruthy();
      expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toMatchObject([{ attempts: 1 }]);

      await act(() => vi.advanceTimersByTimeAsync(25_000));
      expect(fetch).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
      const keys = fetch.mock.calls.map((call) => {
        const init = (call as unknown as [string, RequestInit])[1];
        return (init.headers as Record<string, string>)['Idempotency-Key'];
      });
      expect(new Set(keys).size).toBe(1);
      await waitFor(() => expect(screen.queryByText(roContent.queuedThrottled)).toBeNull());
      expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ContactModal texts', () => {
  it.each(['#contact', '#contactbroker'])(
    '%s speaks "tu" only: intro, field errors and the success banner',
    async (hash) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{}', { status: 201 })),
      );
      setHash(hash);
      const user = userEvent.setup();
      render(<ContactModal />);
      const dialog = await screen.findByRole('dialog');
      const forms = () => [...addressForms(dialog.textContent ?? '')];
      expect(forms()).toEqual(['tu']);
      await user.click(screen.getByRole('button', { name: roCommon.send }));
      expect(screen.getByText(roValidation.dataProtection)).toBeTruthy();
      expect(forms()).toEqual(['tu']);
      await fillValidMessage(user);
      await user.click(screen.getByRole('button', { name: roCommon.send }));
      expect(screen.getByRole('status').textContent).toBe(roContent.contactSent);
      expect(forms()).toEqual(['tu']);
    },
  );

  it('a new send stopped by field errors takes the earlier success banner away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 201 })),
    );
    setHash('#contact');
    const user = userEvent.setup();
    render(<ContactModal />);
    await screen.findByRole('dialog');
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(screen.getByText(roContent.contactSent)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: roCommon.send }));
    expect(await screen.findByText(roValidation.nameRequired)).toBeTruthy();
    expect(screen.queryByText(roContent.contactSent)).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roContent, roNewsletter, roPublicApi } from '../../i18n/ro.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

type Host = { dataLayer?: unknown[] };

function answerWith(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function subscribe(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: new RegExp(roContent.emailLabel) }), 'ana@exemplu.ro');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: roContent.newsletterSubmit }));
}

beforeEach(() => {
  localStorage.clear();
  delete (window as Host).dataLayer;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('leaves the required checks to the browser: email type, required fields, no novalidate', () => {
    render(<NewsletterForm />);
    const email = screen.getByRole('textbox', { name: new RegExp(roContent.emailLabel) });
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('checkbox').hasAttribute('required')).toBe(true);
    expect(email.closest('form')?.noValidate).toBe(false);
  });

  it('posts the address, resets, and opens the confirmation closed by its button', async () => {
    const fetch = answerWith(() => new Response('{}', { status: 201 }));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await subscribe(user);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/subscribers');
    expect(JSON.parse(String(init.body))).toMatchObject({ email: 'ana@exemplu.ro', data_protection: true });
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: roNewsletter.signUpSentTitle });
    expect(dialog.textContent).toContain(roNewsletter.signUpSent);
    expect((window as Host).dataLayer).toEqual([{ event: 'form_success', form_name: 'form_newsletter' }]);
    const closeButtons = screen.getAllByRole('button', { name: roCommon.close });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells the visitor the address will be sent when the connection returns', async () => {
    answerWith(() => new Response('', { status: 503 }));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await subscribe(user);
    expect((await screen.findByRole('status')).textContent).toBe(roContent.queuedOffline);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a 429 says the address will be sent in a few minutes, not that the connection is down', async () => {
    answerWith(
      () =>
        new Response(JSON.stringify({ message: roPublicApi.tooManyRequests }), {
          status: 429,
          headers: { 'Retry-After': '120' },
        }),
    );
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await subscribe(user);
    expect((await screen.findByRole('status')).textContent).toBe(roContent.queuedThrottled);
    expect(JSON.parse(localStorage.getItem('outbox') ?? '[]')).toMatchObject([{ path: '/subscribers' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a refused address silently', async () => {
    const fetch = answerWith(
      () => new Response(JSON.stringify({ message: 'x', errors: { email: 'y' } }), { status: 422 }),
    );
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await subscribe(user);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });
});

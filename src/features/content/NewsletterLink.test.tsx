// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newsletterTokenFrom } from '../../domain/site/newsletter-paths.ts';
import { roCommon, roNewsletter } from '../../i18n/ro.ts';
import { NewsletterLink } from './NewsletterLink.tsx';

const t = roNewsletter;
const TOKEN = 'Ab3_-'.repeat(8).concat('xyz');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function visit(action: 'confirm' | 'unsubscribe', search: string, ...answers: (Response | Error)[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', `/newsletter/x${search}`);
  render(<NewsletterLink action={action} />);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('newsletterTokenFrom', () => {
  it.each([
    [`?token=${TOKEN}`, TOKEN],
    [`?token=${TOKEN}&utm=x`, TOKEN],
    ['?token=short', null],
    [`?token=${TOKEN}!`, null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(newsletterTokenFrom(search)).toBe(expected);
  });
});

describe('NewsletterLink', () => {
  it('confirms on arrival, once, and says the address is subscribed', async () => {
    const fetch = visit('confirm', `?token=${TOKEN}`, json(200, { message: 'ok' }));
    expect(await screen.findByRole('heading', { name: t.confirmedTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t.confirmed);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/subscribers/confirm?token=${TOKEN}`);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('says an expired or unknown link is invalid, and a link without a token without asking', async () => {
    visit('confirm', `?token=${TOKEN}`, json(404, { message: t.linkInvalid }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.linkInvalid);
    cleanup();
    const fetch = visit('confirm', '?token=');
    expect((await screen.findByRole('alert')).textContent).toBe(t.linkInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('unsubscribes only on the button, and offers a retry when the server is unreachable', async () => {
    const user = userEvent.setup();
    const fetch = visit(
      'unsubscribe',
      `?token=${TOKEN}`,
      new TypeError('offline'),
      json(200, { message: 'ok' }),
    );
    const button = await screen.findByRole('button', { name: t.unsubscribeButton });
    expect(fetch).not.toHaveBeenCalled();

    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { name: t.unsubscribedTitle })).toBeTruthy();
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      `/api/subscribers/unsubscribe?token=${TOKEN}`,
      `/api/subscribers/unsubscribe?token=${TOKEN}`,
    ]);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roPriceAlerts } from '../../i18n/ro.ts';
import { PriceAlertLink } from './PriceAlertLink.tsx';

const t = roPriceAlerts;
const TOKEN = 'Ab3_-'.repeat(8).concat('xyz');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function visit(action: 'confirm' | 'unsubscribe', answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer),
  );
  window.history.replaceState(null, '', `/alerta-pret/x?token=${TOKEN}`);
  render(<PriceAlertLink action={action} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PriceAlertLink', () => {
  it.each([
    ['the car the alert watches', { message: 'ok', sku: 'B 12/3' }, t.toWatchedCar, '/masina/B%2012%2F3'],
    ['the favourites when the answer names no car', { message: 'ok' }, t.backToFavourites, '/favorite'],
  ])('after confirming, leads on to %s', async (_case, body, text, href) => {
    visit('confirm', json(200, body));
    expect(await screen.findByRole('heading', { name: t.confirmedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: text }).getAttribute('href')).toBe(href);
  });

  it('after stopping an alert, leads back to the favourites', async () => {
    visit('unsubscribe', json(200, { message: 'ok' }));
    await userEvent.click(await screen.findByRole('button', { name: t.unsubscribeButton }));
    expect(await screen.findByRole('heading', { name: t.unsubscribedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToFavourites }).getAttribute('href')).toBe('/favorite');
  });
});

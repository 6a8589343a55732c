// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCommon, roLeads } from '../../i18n/ro.ts';
import { CancelReservation } from './CancelReservation.tsx';
import { reservationUuidFromPath } from './leads-api.ts';

const t = roLeads;
const UUID = '4b1c2d3e-1111-4222-8333-944455556666';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function visit(path: string, ...answers: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', path);
  render(<CancelReservation />);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reservationUuidFromPath', () => {
  it.each([
    [`/anulare-rezervare/${UUID}`, UUID],
    [`/anulare-rezervare/${UUID}/`, UUID],
    ['/anulare-rezervare/', null],
    ['/anulare-rezervare', null],
    [`/alta/${UUID}`, null],
    [`/anulare-rezervare/${UUID}/extra`, null],
  ])('%s → %s', (path, expected) => {
    expect(reservationUuidFromPath(path)).toBe(expected);
  });
});

describe('CancelReservation', () => {
  it('sends one DELETE for the uuid of the address and confirms with a link home', async () => {
    const fetch = visit(`/anulare-rezervare/${UUID}`, json(200, { uuid: UUID }));
    expect(await screen.findByRole('heading', { name: t.cancelledTitle })).toBeTruthy();
    expect(screen.getByText(t.cancelledThanks)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/home');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      `/api/reservations/${UUID}`,
      expect.objectContaining({ method: 'DELETE' }),
    ]);
  });

  it.each([
    [404, t.reservationNotFound],
    [410, t.reservationAlreadyCancelled],
    [422, t.reservationLinkInvalid],
  ])('answer %i says %s', async (status, message) => {
    visit(`/anulare-rezervare/${UUID}`, json(status, { message: 'x' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: t.cancelledTitle })).toBeNull();
  });

  it('calls nothing for an address without a uuid', async () => {
    const fetch = visit('/anulare-rezervare/');
    expect((await screen.findByRole('alert')).textContent).toBe(t.reservationLinkInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the server cannot be reached, and the retry cancels', async () => {
    const user = userEvent.setup();
    visit(`/anulare-rezervare/${UUID}`, new TypeError('offline'), json(200, { uuid: UUID }));
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { name: t.cancelledTitle })).toBeTruthy();
  });
});

// @vitest-environment jsdom

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FIGURES } from '../../domain/business-figures.ts';
import type { OrderPageAnswer } from '../../domain/order/order-page.ts';
import { orderTokenFromPath } from '../../domain/site/order-page-paths.ts';
import { roCommon, roOrderPage } from '../../i18n/ro.ts';
import { OrderPage } from './OrderPage.tsx';

const t = roOrderPage;
const TOKEN = 'ab'.repeat(32);
const CODE = '6f1c1f4e-3a57-4b5e-9d3f-2b7d7f1e2a10';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const paidCredit: OrderPageAnswer = {
  order_code: CODE,
  product: 'credit',
  car: { name: 'Dacia Duster 1.3 TCe', sku: 'PR-1001', photo: 'cars/PR-1001/profile.svg' },
  terms: [{ term: 'Durata', text: '60 de luni (5 ani)', note: null }],
  timeline: [
    { key: 'request', state: 'done', at: '2026-03-02T09:00:00.000Z' },
    { key: 'preApproval', state: 'done', at: '2026-03-02T09:20:00.000Z' },
    { key: 'payment', state: 'done', at: '2026-03-03T10:00:00.000Z' },
    { key: 'handoverDate', state: 'current', at: null },
    { key: 'handover', state: 'upcoming', at: null },
  ],
  next: { action: 'wait', href: null, waiting: 'paid' },
  documents: [{ kind: 'schedule', path: '/timetable?type=credit' }],
  withdrawal: { last_day: '2026-03-17', href: `/retragere-din-contract?cod=${CODE}` },
  review: null,
};

function visit(path: string, ...answers: (Response | Error)[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? new Error('no more answers');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  window.history.replaceState(null, '', path);
  render(
    <OrderPage
      support={{
        phone: DEFAULT_FIGURES.supportPhone,
        email: DEFAULT_FIGURES.supportEmail,
        hours: DEFAULT_FIGURES.supportHours,
      }}
    />,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('orderTokenFromPath', () => {
  it.each([
    [`/comanda/${TOKEN}`, TOKEN],
    [`/comanda/${TOKEN}/`, TOKEN],
    [`/comanda/${CODE}`, null],
    ['/comanda/', null],
    [`/alta/${TOKEN}`, null],
  ])('%s → %s', (path, token) => {
    expect(orderTokenFromPath(path)).toBe(token);
  });
});

describe('OrderPage', () => {
  it.each([
    ['approved', t.reviewApproved, 'Veniturile din chirii au fost dovedite.'],
    ['upheld', t.reviewUpheld, 'Gradul de indatorare ramane peste 40%.'],
  ] as const)(
    'shows the human review answered as %s, with its date and reason',
    async (outcome, text, reason) => {
      const answered: OrderPageAnswer = {
        ...paidCredit,
        review: { outcome, reason, decided_at: '2026-03-04T22:30:00.000Z' },
      };
      visit(`/comanda/${TOKEN}`, json(200, answered));
      const section = await screen.findByRole('region', { name: t.reviewTitle });
      // 22:30 UTC is already the 5th in Bucharest.
      expect(section.textContent).toContain(text.replace('{date}', '05.03.2026'));
      expect(section.textContent).toContain(`Motivul: ${reason}`);
    },
  );

  it('shows no review section when no review was answered', async () => {
    visit(`/comanda/${TOKEN}`, json(200, paidCredit));
    await screen.findByRole('heading', { level: 1, name: `Comanda ${CODE}` });
    expect(screen.queryByRole('region', { name: t.reviewTitle })).toBeNull();
  });

  it('shows the timeline with dates and the current step, what comes next, the documents and the withdrawal', async () => {
    const fetch = visit(`/comanda/${TOKEN}`, json(200, paidCredit));
    expect(await screen.findByRole('heading', { level: 1, name: `Comanda ${CODE}` })).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/order-status/${TOKEN}`);

    const steps = within(screen.getByRole('region', { name: t.timelineTitle })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Cerere trimisaFinalizat pe 02.03.2026',
      'PreaprobareFinalizat pe 02.03.2026',
      'Plata taxei de rezervareFinalizat pe 03.03.2026',
      'Stabilirea datei de predarePasul curent',
      'Predarea masiniiUrmeaza',
    ]);
    expect(steps[3]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(t.waitPaid)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.documents.schedule }).getAttribute('href')).toBe(
      '/api/timetable?type=credit',
    );
    expect(screen.getByRole('link', { name: t.withdrawalAction }).getAttribute('href')).toBe(
      `/retragere-din-contract?cod=${CODE}`,
    );
    expect(screen.getByText(/pana pe 17\.03\.2026 inclusiv/)).toBeTruthy();
  });

  it('offers the next step as a button', async () => {
    visit(
      `/comanda/${TOKEN}`,
      json(200, {
        ...paidCredit,
        next: { action: 'pay', href: `/rezolutie/${CODE}`, waiting: null },
        withdrawal: null,
      }),
    );
    const button = await screen.findByRole('link', { name: t.nextButton.pay });
    expect(button.getAttribute('href')).toBe(`/rezolutie/${CODE}`);
    expect(screen.queryByRole('link', { name: t.withdrawalAction })).toBeNull();
  });

  it('shows no data for an unknown link and re-sends the links to an address, saying the same for any', async () => {
    const user = userEvent.setup();
    const fetch = visit(
      `/comanda/${TOKEN}`,
      json(404, { message: t.notFound }),
      json(202, { message: t.resendDone }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(t.notFound);
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.resendEmail) }), 'ana@example.ro');
    await user.click(screen.getByRole('button', { name: t.resendSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(t.resendDone);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/order-status/resend');
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ email: 'ana@example.ro' });
  });

  it('does not ask the server for a malformed link, and offers a retry when it is unreachable', async () => {
    const user = userEvent.setup();
    const none = visit('/comanda/nu-e-un-link');
    expect((await screen.findByRole('alert')).textContent).toBe(t.notFound);
    expect(none).not.toHaveBeenCalled();
    cleanup();

    visit(`/comanda/${TOKEN}`, new TypeError('offline'), json(200, paidCredit));
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: `Comanda ${CODE}` })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarLocation } from '../../domain/catalog/viewing-slots.ts';
import { fill, roCommon, roLeads, roValidation } from '../../i18n/ro.ts';
import { ViewingModal } from './ViewingModal.tsx';

const t = roLeads;
const TODAY = '2026-06-15'; // a Monday
const TUESDAY = '2026-06-16';
const SUNDAY = '2026-06-21';

const location: CarLocation = {
  id: 3,
  name: 'Showroom Pipera',
  link: 'https://www.google.com/maps/search/?api=1&query=Pipera',
  address: 'Bd. Pipera 1, Voluntari',
  opening_hours: {
    weekday: { start: 9, end: 13 },
    saturday: { start: 10, end: 12 },
    sunday: null,
    break: null,
  },
  reservations: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /cars/{sku} answers the location with `booked[n]` on the n-th call; POSTs answer `posts`. */
function api(booked: number[][], posts: Response[]) {
  let gets = 0;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return posts.shift() ?? json(500, {});
    const hours = booked[Math.min(gets, booked.length - 1)] ?? [];
    gets += 1;
    return json(200, {
      sku: 'AB-1',
      location: { ...location, reservations: hours.map((hour) => ({ date: TUESDAY, hour })) },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, gets: () => gets };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const hourOptions = () =>
  within(screen.getByLabelText(new RegExp(`^${t.hourLabel}`)))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function open(now = { date: TODAY, hour: 7 }) {
  window.history.replaceState(null, '', '/masina/AB-1#vizionare');
  render(<ViewingModal carId={11} sku="AB-1" location={location} now={now} />);
  await screen.findByRole('dialog', { name: t.viewingTitle });
}

const chooseDate = (date: string) => fireEvent.input(field(t.dateLabel), { target: { value: date } });

async function fillVisitor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(t.lastNameLabel), 'Popescu');
  await user.type(field(t.firstNameLabel), 'Ana');
  await user.type(field(t.phoneLabel), '+40712345678');
  await user.type(field(t.emailLabel), 'ana@example.ro');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => window.history.replaceState(null, '', '/masina/AB-1'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewingModal', () => {
  it('opens on #vizionare, refetches live bookings and offers only free hours of the date', async () => {
    const { gets } = api([[10]], []);
    await open();
    await waitFor(() => expect(gets()).toBe(1));
    chooseDate(TUESDAY);
    await waitFor(() => expect(hourOptions()).toEqual([t.hourPlaceholder, '09:00', '11:00', '12:00']));
    // The shop's Romanian calendar field, not the browser's date input (its days before today are
    // greyed out: components/ui/DateField.test.tsx).
    expect(field(t.dateLabel).getAttribute('type')).toBe('text');
  });

  it('offers today only the hours after the running one (11:30: from 12:00)', async () => {
    api([[]], []);
    await open({ date: TODAY, hour: 11 });
    chooseDate(TODAY);
    await waitFor(() => expect(hourOptions()).toEqual([t.hourPlaceholder, '12:00']));
    chooseDate(TUESDAY);
    await waitFor(() =>
      expect(hourOptions()).toEqual([t.hourPlaceholder, '09:00', '10:00', '11:00', '12:00']),
    );
  });

  it('says there is no slot on a closed day, and changing the date clears the chosen hour', async () => {
    api([[]], []);
    const user = userEvent.setup();
    await open();
    chooseDate(TUESDAY);
    await user.selectOptions(field(t.hourLabel), '11:00');
    expect(field(t.hourLabel).value).toBe('11');
    chooseDate(SUNDAY);
    expect(await screen.findByText(roValidation.noSlots)).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(`^${t.hourLabel}`))).toBeNull();
    chooseDate('2026-06-20');
    await waitFor(() => expect(hourOptions()).toEqual([t.hourPlaceholder, '10:00', '11:00']));
    expect(field(t.hourLabel).value).toBe('');
  });

  it('offers no hour on a public holiday and says the showroom is closed (1.06, a Monday)', async () => {
    api([[]], []);
    await open({ date: '2026-05-25', hour: 7 });
    chooseDate('2026-06-01');
    expect(await screen.findByText(roValidation.viewingHoliday)).toBeTruthy();
    expect(screen.queryByLabelText(new RegExp(`^${t.hourLabel}`))).toBeNull();
    chooseDate('2026-06-02');
    await waitFor(() =>
      expect(hourOptions()).toEqual([t.hourPlaceholder, '09:00', '10:00', '11:00', '12:00']),
    );
  });

  it('requires every field, with the data-protection message Obligatoriu', async () => {
    const { fetch } = api([[]], []);
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: t.viewingSubmit }));
    expect(screen.getByText(roValidation.nameRequired)).toBeTruthy();
    expect(screen.getAllByText(roValidation.required).length).toBeGreaterThanOrEqual(3);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('books the hour and shows the confirmation that an e-mail with a cancellation link was sent', async () => {
    const { fetch } = api([[]], [json(201, { uuid: 'u-1' })]);
    const user = userEvent.setup();
    await open();
    await fillVisitor(user);
    chooseDate(TUESDAY);
    await user.selectOptions(field(t.hourLabel), '12:00');
    await user.click(screen.getByRole('button', { name: t.viewingSubmit }));
    const dialog = await screen.findByRole('dialog', { name: t.viewingConfirmedTitle });
    expect(dialog.textContent).toContain(
      fill(t.viewingConfirmed, { date: '16.06.2026', hour: '12:00', location: location.name }),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/reservations');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      car_id: 11,
      last_name: 'Popescu',
      first_name: 'Ana',
      phone_no: '+40712345678',
      email: 'ana@example.ro',
      date: TUESDAY,
      hour: 12,
    });
  });

  it('on 409 shows the clear message, refreshes the free hours and clears the hour', async () => {
    const { gets } = api([[], [9]], [json(409, { message: t.slotTaken })]);
    const user = userEvent.setup();
    await open();
    await fillVisitor(user);
    chooseDate(TUESDAY);
    await user.selectOptions(field(t.hourLabel), '09:00');
    await user.click(screen.getByRole('button', { name: t.viewingSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.slotTaken);
    await waitFor(() => expect(gets()).toBe(2));
    await waitFor(() => expect(hourOptions()).toEqual([t.hourPlaceholder, '10:00', '11:00', '12:00']));
    expect(field(t.hourLabel).value).toBe('');
    expect(field(t.lastNameLabel).value).toBe('Popescu');
  });

  it('keeps the values and says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? Promise.reject(new TypeError('offline')) : json(200, { location }),
      ),
    );
    const user = userEvent.setup();
    await open();
    await fillVisitor(user);
    chooseDate(TUESDAY);
    await user.selectOptions(field(t.hourLabel), '10:00');
    await user.click(screen.getByRole('button', { name: t.viewingSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(roCommon.serverUnreachable);
    expect(field(t.hourLabel).value).toBe('10');
    expect(field(t.emailLabel).value).toBe('ana@example.ro');
  });
});

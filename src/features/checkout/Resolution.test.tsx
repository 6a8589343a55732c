// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressForms } from '../../domain/address-form.ts';
import { fill, roCheckout, roCommon, roFinancing } from '../../i18n/ro.ts';
import { savePrecheckUuid } from '../../stores/order.ts';
import { creditOrder, ORDER_UUID, type RawOrder, subscriptionOrder } from './order.fixture.ts';
import { Resolution } from './Resolution.tsx';
import { fakeApi, json } from './testing/fake-api.ts';

const t = roCheckout;

function open(path: string, order: RawOrder, extra: Parameters<typeof fakeApi>[0] = {}) {
  window.history.replaceState({}, '', path);
  const api = fakeApi({ [`GET /client-order/${ORDER_UUID}`]: () => json(order), ...extra });
  render(<Resolution />);
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Resolution markers', () => {
  it.each([
    ['error1', t.error1],
    ['error2', t.error2],
  ])('%s shows its message and a Back link to the approval flow', async (marker, message) => {
    open(`/rezolutie/${ORDER_UUID}?status=${marker}`, subscriptionOrder({ identification_status: marker }));
    expect(await screen.findByText(message)).toBeTruthy();
    const back = screen.getByRole('link', { name: roCommon.back });
    expect(back.getAttribute('href')).toBe(`/aprobare/${ORDER_UUID}`);
    expect(screen.queryByRole('button', { name: t.pay })).toBeNull();
  });

  it.each([
    ['error3', t.error3],
    ['error4', t.error4],
  ])('%s apologises and sends exactly one contact request', async (marker, heading) => {
    const api = open(`/rezolutie/${ORDER_UUID}?status=${marker}`, subscriptionOrder(), {
      'POST /client-order/request-contact': () => json({ contact_requested: true }),
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(t.insufficientDetails)).toBeTruthy();
    const button = screen.getByRole('button', { name: t.requestContact });
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button).catch(() => undefined);
    expect(await screen.findByText(roCommon.success)).toBeTruthy();
    expect(api.callsTo('POST /client-order/request-contact')).toEqual([
      { method: 'POST', url: '/client-order/request-contact', body: { order_code: ORDER_UUID } },
    ]);
    expect(screen.queryByRole('button', { name: t.requestContact })).toBeNull();
  });
});

describe('Resolution markers: one form of address', () => {
  it.each([
    ['error3', true],
    ['error4', true],
    ['error4', false],
  ])(
    "%s speaks formally, like the spec's marker messages, before and after the contact request (accepted: %s)",
    async (marker, accepted) => {
      open(`/rezolutie/${ORDER_UUID}?status=${marker}`, subscriptionOrder(), {
        'POST /client-order/request-contact': () =>
          accepted ? json({ contact_requested: true }) : json({ message: 'down' }, 500),
      });
      const forms = () => [...addressForms(document.body.textContent ?? '')];
      await screen.findByText(t.insufficientDetails);
      expect(forms()).toEqual(['formal']);
      await userEvent.setup().click(screen.getByRole('button', { name: t.requestContact }));
      expect(await screen.findByText(accepted ? roCommon.success : roCommon.serverError)).toBeTruthy();
      expect(forms()).toEqual(['formal']);
    },
  );
});

describe('Resolution order states', () => {
  it.each<[string, RawOrder, string]>([
    ['refused order', creditOrder({ rating: 0 }), t.orderNotApproved],
    ['pending decision', creditOrder({ rating: null }), t.orderNotApproved],
    ['paid order', creditOrder({ paid: 1 }), t.orderAlreadyPaid],
    [
      'unsigned subscription',
      subscriptionOrder({ identification_status: 'identified' }),
      t.identificationPending,
    ],
  ])('%s: a clear message instead of the payment step', async (_case, order, message) => {
    open(`/rezolutie/${ORDER_UUID}`, order);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.pay })).toBeNull();
  });

  it('paid order: leads to its result page (its code, the details), not home', async () => {
    open(`/rezolutie/${ORDER_UUID}`, creditOrder({ paid: 1 }));
    expect(await screen.findByText(t.orderAlreadyPaid)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.viewOrderResult }).getAttribute('href')).toBe(
      `/complete/${ORDER_UUID}`,
    );
  });

  it('unknown order: not-found message and a link home', async () => {
    window.history.replaceState({}, '', `/rezolutie/${ORDER_UUID}`);
    fakeApi({});
    render(<Resolution />);
    expect(await screen.findByText(t.orderNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/');
  });

  it.each<[string, RawOrder, string, string]>([
    ['subscription', subscriptionOrder(), t.headingGuarantee, '3.982,00 RON'],
    ['credit', creditOrder(), t.headingReservation, '1.095,05 RON'],
  ])('%s: heading, car name, information and fee', async (_case, order, heading, fee) => {
    open(`/rezolutie/${ORDER_UUID}`, order);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    // Once on the step and once in the order summary beside it.
    expect(screen.getAllByText('Dacia Logan Prestige')).toHaveLength(2);
    const info = screen.getByRole('region', { name: t.informationTitle });
    expect(within(info).getAllByRole('term').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(new RegExp(`^Taxa de .* ${fee.replace('.', '\\.')}`)).textContent).toContain(fee);
    expect(screen.getByRole('radio', { name: t.pickupFree })).toHaveProperty('checked', true);
  });

  it('reads the stored order when the address has no uuid', async () => {
    savePrecheckUuid(ORDER_UUID);
    open('/rezolutie', creditOrder());
    expect(await screen.findByRole('heading', { name: t.headingReservation })).toBeTruthy();
    savePrecheckUuid(null);
  });

  it('shows the monthly rate note for a company leasing without VAT', async () => {
    open(
      `/rezolutie/${ORDER_UUID}`,
      creditOrder({ credit_type: 'leasing', person: 2, downpayment: 50, residual: 20 }),
    );
    expect(
      await screen.findByText(new RegExp(t.vatExcludedCascoIncluded.replace(/[()]/g, '\\$&'))),
    ).toBeTruthy();
    const info = screen.getByRole('region', { name: t.informationTitle });
    expect(
      within(info).getByText(fill(roFinancing.amountRon, { amount: '1.031,50' }), { exact: false }),
    ).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCheckout } from '../../i18n/ro.ts';
import { $carSKU, saveCarSku } from '../../stores/order.ts';
import { creditOrder, ORDER_UUID } from './order.fixture.ts';
import { PaymentResult } from './PaymentResult.tsx';
import { PAYMENT_POLL_MS } from './payment-status.ts';
import { fakeApi, json } from './testing/fake-api.ts';

const t = roCheckout;

function serve(statuses: string[]) {
  return fakeApi({
    'GET /payments/complete?id=pay-1': () => json({ payment_status: statuses.shift() ?? 'pending' }),
    [`GET /client-order/${ORDER_UUID}`]: () => json(creditOrder()),
  });
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState({}, '', `/complete/${ORDER_UUID}?id=pay-1`);
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentResult', () => {
  it('polls every 20 s until success, then clears storage, sends one purchase event and congratulates', async () => {
    saveCarSku('B-101');
    const api = serve(['pending', 'success']);
    render(<PaymentResult />);
    await flush();
    expect(screen.getByText(t.checkingPayment)).toBeTruthy();
    expect(api.callsTo('GET /payments/complete')).toHaveLength(1);
    await wait(PAYMENT_POLL_MS);
    await flush();
    expect(api.callsTo('GET /payments/complete')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: t.successTitle })).toBeTruthy();
    expect(screen.getByText(`Codul comenzii: ${ORDER_UUID}`)).toBeTruthy();
    expect(screen.getByText('Dacia Logan Prestige')).toBeTruthy();
    expect(screen.getByRole('region', { name: t.informationTitle })).toBeTruthy();
    expect($carSKU.get()).toBeNull();
    expect(window.localStorage.getItem('carSKU')).toBeNull();
    const purchases = (window as { dataLayer?: { event?: string }[] }).dataLayer?.filter(
      (entry) => entry?.event === 'purchase',
    );
    expect(purchases).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'pay-1', value: 1095.05, currency: 'RON' } },
    ]);
    await wait(PAYMENT_POLL_MS * 2);
    expect(api.callsTo('GET /payments/complete')).toHaveLength(2);
  });

  it('a failed payment stops polling and links back to the payment step and another card', async () => {
    saveCarSku('B-101');
    const api = serve(['failed']);
    render(<PaymentResult />);
    await flush();
    expect(screen.getByRole('heading', { name: t.paymentFailedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToPayment }).getAttribute('href')).toBe(
      `/rezolutie/${ORDER_UUID}`,
    );
    expect(screen.getByRole('link', { name: t.otherCard }).getAttribute('href')).toBe(`/plata/${ORDER_UUID}`);
    expect($carSKU.get()).toBe('B-101');
    await wait(PAYMENT_POLL_MS * 2);
    expect(api.callsTo('GET /payments/complete')).toHaveLength(1);
    saveCarSku(null);
  });

  it('an unknown payment id (404) stops waiting: the failure with the retry links', async () => {
    const api = fakeApi({
      'GET /payments/complete?id=pay-1': () => json({ message: 'Plata nu a fost gasita.' }, 404),
      [`GET /client-order/${ORDER_UUID}`]: () => json(creditOrder()),
    });
    render(<PaymentResult />);
    await flush();
    expect(screen.queryByText(t.checkingPayment)).toBeNull();
    expect(screen.getByRole('heading', { name: t.paymentFailedTitle })).toBeTruthy();
    expect(screen.getByText(t.paymentNotFoundText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.otherCard }).getAttribute('href')).toBe(`/plata/${ORDER_UUID}`);
    await wait(PAYMENT_POLL_MS * 2);
    expect(api.callsTo('GET /payments/complete')).toHaveLength(1);
  });

  it('a payment declined because the car was reserved meanwhile says so and offers the other cars', async () => {
    fakeApi({
      'GET /payments/complete?id=pay-1': () => json({ payment_status: 'failed', reason: 'car_reserved' }),
      [`GET /client-order/${ORDER_UUID}`]: () => json(creditOrder()),
    });
    render(<PaymentResult />);
    await flush();
    expect(screen.getByRole('heading', { name: t.carReservedTitle })).toBeTruthy();
    expect(screen.queryByText(t.successTitle)).toBeNull();
    expect(screen.getByRole('link', { name: t.otherCars }).getAttribute('href')).toBe('/masini');
    expect(screen.getByText(t.carReservedText)).toBeTruthy();
  });

  it.each([
    ['succeeded', t.carReservedRefundedText],
    ['pending', t.carReservedRefundedText],
    ['failed', t.carReservedRefundOwedText],
  ])(
    'the card provider took the money before the car went (refund %s): the page says it goes back',
    async (refund, text) => {
      fakeApi({
        'GET /payments/complete?id=pay-1': () =>
          json({ payment_status: 'failed', reason: 'car_reserved', refund }),
        [`GET /client-order/${ORDER_UUID}`]: () => json(creditOrder()),
      });
      render(<PaymentResult />);
      await flush();
      expect(screen.getByRole('heading', { name: t.carReservedTitle })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByText(t.carReservedText)).toBeNull();
    },
  );

  describe('without a payment id', () => {
    const ORDER_STATUS = `GET /payments/complete?order_code=${ORDER_UUID}`;
    function serveOrder(answer: () => Response) {
      window.history.replaceState({}, '', `/complete/${ORDER_UUID}`);
      return fakeApi({
        [ORDER_STATUS]: answer,
        [`GET /client-order/${ORDER_UUID}`]: () => json(creditOrder({ paid: 1 })),
      });
    }

    it('a paid order: the congratulation with its code, asked once, no second purchase event', async () => {
      const api = serveOrder(() => json({ payment_status: 'success' }));
      render(<PaymentResult />);
      await flush();
      expect(screen.getByRole('heading', { name: t.successTitle })).toBeTruthy();
      expect(screen.getByText(`Codul comenzii: ${ORDER_UUID}`)).toBeTruthy();
      expect(screen.queryByText(t.checkingPayment)).toBeNull();
      await wait(PAYMENT_POLL_MS * 2);
      expect(api.callsTo('GET /payments/complete')).toHaveLength(1);
      const events = (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
      expect(events.filter((entry) => entry?.event === 'purchase')).toEqual([]);
    });

    it.each(['none', 'pending'])(
      'an order not paid yet (%s): says so and leads to the payment step',
      async (status) => {
        serveOrder(() => json({ payment_status: status }));
        render(<PaymentResult />);
        await flush();
        expect(screen.getByRole('heading', { name: t.unpaidTitle })).toBeTruthy();
        expect(screen.getByRole('link', { name: t.goToPayment }).getAttribute('href')).toBe(
          `/rezolutie/${ORDER_UUID}`,
        );
        expect(screen.queryByText(t.checkingPayment)).toBeNull();
      },
    );

    it("an order whose last payment failed: 'Plata nereusita!' with the way back", async () => {
      serveOrder(() => json({ payment_status: 'failed' }));
      render(<PaymentResult />);
      await flush();
      expect(screen.getByRole('heading', { name: t.paymentFailedTitle })).toBeTruthy();
      expect(screen.getByRole('link', { name: t.otherCard }).getAttribute('href')).toBe(
        `/plata/${ORDER_UUID}`,
      );
    });

    it('an unknown order: says it was not found', async () => {
      serveOrder(() => json({ message: 'Comanda nu a fost gasita.' }, 404));
      render(<PaymentResult />);
      await flush();
      expect(screen.getByText(t.orderNotFound)).toBeTruthy();
      expect(screen.queryByText(t.checkingPayment)).toBeNull();
    });
  });
});

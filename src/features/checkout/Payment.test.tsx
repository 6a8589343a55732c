// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { roCheckout } from '../../i18n/ro.ts';
import { $paymentToken, savePaymentToken } from '../../stores/order.ts';
import { ORDER_UUID } from './order.fixture.ts';
import { Payment } from './Payment.tsx';
import type { PaymentWidget, WidgetResult } from './payment-widget.ts';
import { fakeApi, json } from './testing/fake-api.ts';

const t = roCheckout;

function fakeWidget() {
  let report: (result: WidgetResult) => void = () => {};
  const mount = vi.fn((element: HTMLElement, options: { token: string; onResult(r: WidgetResult): void }) => {
    report = options.onResult;
    element.textContent = `card form for ${options.token}`;
    return { unmount: vi.fn() };
  });
  const widget: PaymentWidget = { mount };
  window.SandboxPayment = widget;
  return { mount, report: (result: WidgetResult) => act(() => report(result)) };
}

beforeEach(() => window.history.replaceState({}, '', `/plata/${ORDER_UUID}`));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.SandboxPayment;
  savePaymentToken(null);
});

describe('Payment', () => {
  it('mounts the widget with the order token and keeps the token', async () => {
    const api = fakeApi({ 'GET /payments?': () => json({ token: 'tok_1' }) });
    const widget = fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(screen.getByRole('heading', { name: t.paymentPageTitle })).toBeTruthy();
    expect(await screen.findByText('card form for tok_1')).toBeTruthy();
    expect(api.calls[0]?.url).toBe(`/payments?order_code=${ORDER_UUID}`);
    expect(widget.mount).toHaveBeenCalledTimes(1);
    expect($paymentToken.get()).toBe('tok_1');
    expect(screen.getByText(t.doNotClose)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.otherCard }).getAttribute('href')).toBe(`/plata/${ORDER_UUID}`);
  });

  it.each<[string, WidgetResult, string]>([
    ['success', { status: 'success', paymentId: 'pay-1' }, `/complete/${ORDER_UUID}?id=pay-1`],
    ['declined card', { status: 'failed', paymentId: 'pay-2' }, `/complete/${ORDER_UUID}?id=pay-2`],
  ])('%s goes to the result page with the payment id', async (_case, result, url) => {
    fakeApi({ 'GET /payments?': () => json({ token: 'tok_1' }) });
    const widget = fakeWidget();
    const navigate = vi.fn();
    render(<Payment navigate={navigate} />);
    await waitFor(() => expect(widget.mount).toHaveBeenCalled());
    widget.report(result);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(url);
  });

  it.each<[string, () => void]>([
    ['invalid token from the API', () => fakeApi({ 'GET /payments?': () => json({ token: 'invalid' }) })],
    ['API error', () => fakeApi({ 'GET /payments?': () => json({ message: 'x' }, 500) })],
  ])('%s: error screen with a retry link, token marked invalid', async (_case, setup) => {
    setup();
    const widget = fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByText(t.paymentErrorTitle)).toBeTruthy();
    expect(screen.getByText(t.paymentErrorText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.retryPayment }).getAttribute('href')).toBe(
      `/plata/${ORDER_UUID}`,
    );
    expect(widget.mount).not.toHaveBeenCalled();
    expect($paymentToken.get()).toBe('invalid');
  });

  it('no card provider on the API: says online payment is unavailable, loads no widget', async () => {
    fakeApi({ 'GET /payments?': () => json({ token: 'unavailable' }) });
    const widget = fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByText(t.paymentUnavailableTitle)).toBeTruthy();
    expect(screen.getByText(t.paymentUnavailableText)).toBeTruthy();
    expect(screen.queryByText(t.loadingWidget)).toBeNull();
    expect(screen.queryByText(t.paymentErrorTitle)).toBeNull();
    expect(widget.mount).not.toHaveBeenCalled();
    expect($paymentToken.get()).toBeNull();
  });

  it('a car another paid order reserved: says so, leads to the other cars, mounts no widget', async () => {
    fakeApi({
      'GET /payments?': () => json({ token: 'invalid', reason: 'car_reserved', message: 'din API' }),
    });
    const widget = fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: t.carReservedTitle })).toBeTruthy();
    expect(screen.getByText(t.carReservedText)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.otherCars }).getAttribute('href')).toBe('/masini');
    expect(screen.queryByRole('link', { name: t.retryPayment })).toBeNull();
    expect(widget.mount).not.toHaveBeenCalled();
    expect($paymentToken.get()).toBe('invalid');
  });

  it('an order already paid: says so with its code and links to its result, mounts no widget', async () => {
    fakeApi({
      'GET /payments?': () =>
        json({ token: 'invalid', reason: 'paid', message: 'Comanda a fost deja platita.' }),
    });
    const widget = fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: t.alreadyPaidTitle })).toBeTruthy();
    expect(screen.getByText(`Codul comenzii: ${ORDER_UUID}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.viewOrderResult }).getAttribute('href')).toBe(
      `/complete/${ORDER_UUID}`,
    );
    expect(screen.queryByText(t.paymentErrorTitle)).toBeNull();
    expect(screen.queryByRole('link', { name: t.retryPayment })).toBeNull();
    expect(widget.mount).not.toHaveBeenCalled();
  });

  it.each([
    ['not_approved', t.notPayableTitle],
    ['not_signed', t.notPayableTitle],
    ['closed', t.closedTitle],
  ])(
    'an order that cannot be paid (%s): says why and leads to its order page, no retry',
    async (reason, title) => {
      fakeApi({ 'GET /payments?': () => json({ token: 'invalid', reason }) });
      const widget = fakeWidget();
      render(<Payment navigate={vi.fn()} />);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.queryByText(t.orderNotFound)).toBeNull();
      expect(screen.getByRole('link', { name: t.viewOrder }).getAttribute('href')).toBe(
        `/rezolutie/${ORDER_UUID}`,
      );
      expect(screen.queryByText(t.paymentErrorTitle)).toBeNull();
      expect(widget.mount).not.toHaveBeenCalled();
    },
  );

  it('an unknown order: says it was not found instead of offering a new payment', async () => {
    fakeApi({ 'GET /payments?': () => json({ token: 'invalid', reason: 'not_found' }) });
    fakeWidget();
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByText(t.orderNotFound)).toBeTruthy();
    expect(screen.queryByText(t.paymentErrorTitle)).toBeNull();
    expect(screen.queryByRole('link', { name: t.retryPayment })).toBeNull();
  });

  it('widget reports an invalid checkout: error screen instead of the widget', async () => {
    fakeApi({ 'GET /payments?': () => json({ token: 'tok_1' }) });
    const widget = fakeWidget();
    const navigate = vi.fn();
    render(<Payment navigate={navigate} />);
    await waitFor(() => expect(widget.mount).toHaveBeenCalled());
    widget.report({ status: 'invalid', paymentId: null });
    expect(screen.getByText(t.paymentErrorTitle)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect($paymentToken.get()).toBe('invalid');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roCheckout } from '../../i18n/ro.ts';
import { savePaymentToken } from '../../stores/order.ts';
import { ORDER_UUID } from './order.fixture.ts';
import { Payment } from './Payment.tsx';
import { type StripeLike, StripePaymentForm } from './StripePaymentForm.tsx';
import { fakeApi, json } from './testing/fake-api.ts';

const t = roCheckout;

const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

function fakeStripe(confirm: Awaited<ReturnType<StripeLike['confirmPayment']>> = {}) {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.textContent = 'Stripe Payment Element';
    }),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmPayment: vi.fn(async () => confirm),
  };
  return { stripe, elements, element };
}

const CHECKOUT = { publishableKey: 'pk_test_1', clientSecret: 'pi_1_secret_2', paymentId: 'pay-1' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  loadStripe.mockReset();
  savePaymentToken(null);
});

describe('StripePaymentForm', () => {
  it('mounts the Payment Element with the client secret and confirms with the result page as return address', async () => {
    const fake = fakeStripe();
    render(
      <StripePaymentForm
        checkout={CHECKOUT}
        returnUrl="https://shop.ro/complete/x?id=pay-1"
        onUnavailable={vi.fn()}
        loadStripe={async () => fake.stripe}
      />,
    );
    expect(await screen.findByText('Stripe Payment Element')).toBeTruthy();
    expect(fake.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2', locale: 'ro' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.pay })));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: fake.elements,
      confirmParams: { return_url: 'https://shop.ro/complete/x?id=pay-1' },
    });
  });

  it('shows Stripe’s message when the card is refused, and lets the shopper try again', async () => {
    const fake = fakeStripe({ error: { message: 'Cardul a fost refuzat.' } });
    render(
      <StripePaymentForm
        checkout={CHECKOUT}
        returnUrl="https://shop.ro/r"
        onUnavailable={vi.fn()}
        loadStripe={async () => fake.stripe}
      />,
    );
    await screen.findByText('Stripe Payment Element');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.pay })));
    expect(screen.getByText('Cardul a fost refuzat.')).toBeTruthy();
    expect((screen.getByRole('button', { name: t.pay }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports Stripe.js that does not load', async () => {
    const onUnavailable = vi.fn();
    render(
      <StripePaymentForm
        checkout={CHECKOUT}
        returnUrl="https://shop.ro/r"
        onUnavailable={onUnavailable}
        loadStripe={async () => null}
      />,
    );
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledOnce());
  });
});

describe('Payment with Stripe', () => {
  it('loads Stripe.js only when the API answers with Stripe, and never the sandbox widget', async () => {
    window.history.replaceState({}, '', `/plata/${ORDER_UUID}`);
    const fake = fakeStripe();
    loadStripe.mockResolvedValue(fake.stripe);
    fakeApi({
      'GET /payments?': () =>
        json({
          token: 'tok_1',
          provider: 'stripe',
          publishable_key: 'pk_test_1',
          client_secret: 'pi_1_secret_2',
          payment_id: 'pay-1',
        }),
    });
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByText('Stripe Payment Element')).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledExactlyOnceWith('pk_test_1');
    expect(document.querySelector('script[src*="sandbox"]')).toBeNull();
    // The element shows as soon as it is mounted; the button is enabled in the commit after.
    const pay = screen.getByRole('button', { name: t.pay });
    await vi.waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(pay));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${location.origin}/complete/${ORDER_UUID}?id=pay-1` },
      }),
    );
  });

  it('a Stripe answer without its parameters is an error, not a broken form', async () => {
    window.history.replaceState({}, '', `/plata/${ORDER_UUID}`);
    fakeApi({ 'GET /payments?': () => json({ token: 'tok_1', provider: 'stripe' }) });
    render(<Payment navigate={vi.fn()} />);
    expect(await screen.findByText(t.paymentErrorTitle)).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

/**
 * The card form when Stripe takes the payment: Stripe's Payment Element, in Stripe's own frame
 * (no card field is ever on our page: PCI DSS SAQ A), and our pay button. Stripe.js loads only
 * here, only when the API answered with Stripe's parameters (`@stripe/stripe-js/pure` fetches
 * nothing until called), so no other page carries it. 3-D Secure is Stripe's: it may take the
 * shopper away and back to `returnUrl`, the result page, which asks our server where the payment
 * stands; the paid state never comes from this page.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';
import type { StripeCheckout } from './checkout-api.ts';

const t = roCheckout;

/** The parts of Stripe.js this form uses (a test replaces them). */
export interface StripeLike {
  elements(options: { clientSecret: string; locale: 'ro' }): {
    create(type: 'payment'): { mount(element: HTMLElement): void; destroy(): void };
  };
  confirmPayment(options: {
    elements: unknown;
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string | undefined } | undefined }>;
}

export type LoadStripe = (publishableKey: string) => Promise<StripeLike | null>;

/** Stripe.js, fetched from js.stripe.com on first use. */
export const loadStripeJs: LoadStripe = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as unknown as StripeLike | null;
};

export interface StripePaymentFormProps {
  readonly checkout: StripeCheckout;
  /** Absolute address of the result page Stripe sends the shopper back to. */
  readonly returnUrl: string;
  /** Stripe.js could not load: the page shows its error with a retry. */
  readonly onUnavailable: () => void;
  readonly loadStripe?: LoadStripe;
}

export function StripePaymentForm({
  checkout,
  returnUrl,
  onUnavailable,
  loadStripe = loadStripeJs,
}: StripePaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const session = useRef<{ stripe: StripeLike; elements: unknown } | null>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    let current = true;
    let destroy: (() => void) | null = null;
    loadStripe(checkout.publishableKey)
      .then((stripe) => {
        if (!current) return;
        if (!stripe || !container.current) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({ clientSecret: checkout.clientSecret, locale: 'ro' });
        const element = elements.create('payment');
        element.mount(container.current);
        destroy = () => element.destroy();
        session.current = { stripe, elements };
        setReady(true);
      })
      .catch(() => {
        if (current) unavailable.current();
      });
    return () => {
      current = false;
      destroy?.();
    };
  }, [checkout.publishableKey, checkout.clientSecret, loadStripe]);

  async function pay(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!session.current || paying) return;
    setPaying(true);
    setError(null);
    const { stripe, elements } = session.current;
    // On success Stripe leaves for returnUrl; an answer here is a card Stripe refused.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    setPaying(false);
    setError(result.error?.message || t.stripeCardRefused);
  }

  return (
    <form className="checkout-stripe" onSubmit={pay} noValidate>
      {ready ? null : <p role="status">{t.loadingWidget}</p>}
      <div ref={container} className="checkout-widget" />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>
        <button type="submit" className="button" disabled={!ready || paying}>
          {paying ? t.stripePaying : t.pay}
        </button>
      </p>
    </form>
  );
}

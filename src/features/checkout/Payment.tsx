/**
 * /plata/{uuid} island: asks the API for the order's checkout token (kept as $paymentToken), loads
 * the provider's widget and mounts it. The card is typed inside the provider's frame. A paid or
 * refused card goes to /complete/{uuid}?id={paymentId}, where the status is confirmed with the
 * provider (Stripe: its Payment Element, StripePaymentForm.tsx, instead of the sandbox widget); an invalid token or a widget that fails shows the spec's error with a retry link, and a
 * car another paid order reserved meanwhile says so before any card is typed. An order that cannot be
 * paid says where it stands, as the API reports it: already paid (its code and the result page), not
 * approved or not signed yet (the order's payment step, which says what is left), closed (cancelled,
 * or its unpaid reservation released: the order page shows when), or unknown. When the API has no
 * card provider the page says so instead of loading a widget that is not there.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { fill, roCheckout } from '../../i18n/ro.ts';
import { apiBase } from '../../lib/api/browser-client.ts';
import { savePaymentToken } from '../../stores/order.ts';
import { CarReserved } from './CarReserved.tsx';
import {
  type CheckoutToken,
  fetchCheckoutToken,
  INVALID_TOKEN,
  type StripeCheckout,
} from './checkout-api.ts';
import { completeUrl, paymentUrl, resolutionUrl, uuidFromPath } from './checkout-paths.ts';
import { loadPaymentWidget, toWidgetResult, widgetScriptUrl } from './payment-widget.ts';
import { StripePaymentForm } from './StripePaymentForm.tsx';
import './checkout.css';

const t = roCheckout;

type State =
  | 'loading'
  | 'ready'
  | 'error'
  | 'unavailable'
  | 'car_reserved'
  | 'paid'
  | 'not_payable'
  | 'closed'
  | 'missing'
  | 'leaving';

/** The checkout answers that are the order's own state, not a fault a retry could mend. */
const ORDER_STATES: Partial<Record<CheckoutToken['kind'], State>> = {
  car_reserved: 'car_reserved',
  paid: 'paid',
  not_payable: 'not_payable',
  closed: 'closed',
  missing: 'missing',
};

export interface PaymentProps {
  /** Where a finished payment leads; replaced in tests. */
  readonly navigate?: (url: string) => void;
}

export function Payment({ navigate = (url) => location.assign(url) }: PaymentProps) {
  const [uuid, setUuid] = useState<string | null>(null);
  const [state, setState] = useState<State>('loading');
  const [stripe, setStripe] = useState<StripeCheckout | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const orderUuid = uuidFromPath(location.pathname, 'plata');
    setUuid(orderUuid);
    if (orderUuid === null) {
      setState('missing');
      return;
    }
    let unmount: (() => void) | null = null;
    let current = true;
    (async () => {
      const checkout = await fetchCheckoutToken(orderUuid);
      if (!current) return;
      if (checkout.kind === 'unavailable') {
        savePaymentToken(null);
        setState('unavailable');
        return;
      }
      if (checkout.kind !== 'token') {
        savePaymentToken(checkout.kind === 'unreachable' ? null : INVALID_TOKEN);
        setState(ORDER_STATES[checkout.kind] ?? 'error');
        return;
      }
      savePaymentToken(checkout.token);
      if (checkout.stripe) {
        setStripe(checkout.stripe);
        setState('ready');
        return;
      }
      try {
        const widget = await loadPaymentWidget(widgetScriptUrl(apiBase(), location.origin));
        if (!current || !container.current) return;
        const mounted = widget.mount(container.current, {
          token: checkout.token,
          onResult: (raw) => {
            const result = toWidgetResult(raw);
            if (result.status === 'invalid' || result.paymentId === null) {
              savePaymentToken(INVALID_TOKEN);
              setState('error');
              return;
            }
            setState('leaving');
            navigateRef.current(completeUrl(orderUuid, result.paymentId));
          },
        });
        unmount = () => mounted.unmount();
        setState('ready');
      } catch {
        if (current) setState('error');
      }
    })();
    return () => {
      current = false;
      unmount?.();
    };
  }, []);

  const retry = uuid ? paymentUrl(uuid) : '/';
  if (state === 'car_reserved') return <CarReserved />;
  if (state === 'paid' && uuid) {
    return (
      <div className="checkout">
        <h1>{t.alreadyPaidTitle}</h1>
        <Alert tone="success">{t.alreadyPaidText}</Alert>
        <p>{fill(t.orderCode, { code: uuid })}</p>
        <p>
          <a className="button" href={completeUrl(uuid, null)}>
            {t.viewOrderResult}
          </a>
        </p>
      </div>
    );
  }
  if ((state === 'not_payable' || state === 'closed') && uuid) {
    return (
      <div className="checkout">
        <h1>{state === 'closed' ? t.closedTitle : t.notPayableTitle}</h1>
        <Alert tone="info">{state === 'closed' ? t.closedText : t.notPayableText}</Alert>
        <p>
          <a className="button" href={resolutionUrl(uuid)}>
            {t.viewOrder}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="checkout">
      <h1>{t.paymentPageTitle}</h1>
      {state === 'missing' ? (
        <Alert tone="error">{t.orderNotFound}</Alert>
      ) : state === 'unavailable' ? (
        <Alert tone="info">
          <strong>{t.paymentUnavailableTitle}</strong>
          <br />
          {t.paymentUnavailableText}
        </Alert>
      ) : state === 'error' ? (
        <>
          <Alert tone="error">
            <strong>{t.paymentErrorTitle}</strong>
            <br />
            {t.paymentErrorText}
          </Alert>
          <p>
            <a className="button" href={retry}>
              {t.retryPayment}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t.doNotClose}</p>
          {stripe && uuid ? (
            <StripePaymentForm
              checkout={stripe}
              returnUrl={new URL(completeUrl(uuid, stripe.paymentId), location.origin).href}
              onUnavailable={() => setState('error')}
            />
          ) : (
            <>
              {state === 'loading' ? <p role="status">{t.loadingWidget}</p> : null}
              <div ref={container} className="checkout-widget" hidden={state === 'loading'} />
            </>
          )}
          <p>
            <a href={retry}>{t.otherCard}</a>
          </p>
        </>
      )}
    </div>
  );
}

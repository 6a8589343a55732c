/**
 * /plata/{uuid} island: asks the API for the order's checkout token (kept as $paymentToken), loads
 * the provider's widget and mounts it. The card is typed inside the provider's frame. A paid or
 * refused card goes to /complete/{uuid}?id={paymentId}, where the status is confirmed with the
 * provider; an invalid token or a widget that fails shows the spec's error with a retry link, and a
 * car another paid order reserved meanwhile says so before any card is typed. When the API has no
 * card provider (its payment sandbox is off) the page says so instead of loading a widget that is
 * not there.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';
import { apiBase } from '../../lib/api/browser-client.ts';
import { savePaymentToken } from '../../stores/order.ts';
import { CarReserved } from './CarReserved.tsx';
import { fetchCheckoutToken, INVALID_TOKEN } from './checkout-api.ts';
import { completeUrl, paymentUrl, uuidFromPath } from './checkout-paths.ts';
import { loadPaymentWidget, toWidgetResult, widgetScriptUrl } from './payment-widget.ts';
import './checkout.css';

const t = roCheckout;

type State = 'loading' | 'ready' | 'error' | 'unavailable' | 'car_reserved' | 'leaving';

export interface PaymentProps {
  /** Where a finished payment leads; replaced in tests. */
  readonly navigate?: (url: string) => void;
}

export function Payment({ navigate = (url) => location.assign(url) }: PaymentProps) {
  const [uuid, setUuid] = useState<string | null>(null);
  const [state, setState] = useState<State>('loading');
  const container = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const orderUuid = uuidFromPath(location.pathname, 'plata');
    setUuid(orderUuid);
    if (orderUuid === null) {
      setState('error');
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
        setState(checkout.kind === 'car_reserved' ? 'car_reserved' : 'error');
        return;
      }
      savePaymentToken(checkout.token);
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
  return (
    <div className="checkout">
      <h1>{t.paymentPageTitle}</h1>
      {state === 'unavailable' ? (
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
          {state === 'loading' ? <p role="status">{t.loadingWidget}</p> : null}
          <div ref={container} className="checkout-widget" hidden={state === 'loading'} />
          <p>
            <a href={retry}>{t.otherCard}</a>
          </p>
        </>
      )}
    </div>
  );
}

/**
 * /complete/{uuid}?id={paymentId} island. The payment status is asked at once and then every 20 s
 * until it is final. Success clears every shop key from this browser, sends the purchase event
 * with the amount paid and shows the congratulation with the car, the information block and the
 * 14-day right of withdrawal as it applies to the order;
 * failure, or a payment id the API does not know, shows 'Plata nereusita!' with the way back; a
 * payment declined because another order reserved the car says so and leads to the other cars.
 * Until then (or without a payment id) a loading placeholder.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { roCheckout } from '../../i18n/ro.ts';
import { clearShopStorage } from '../../stores/order.ts';
import { purchaseEvent, pushEvent } from '../catalog/analytics.ts';
import { WithdrawalNotice } from '../withdrawal/WithdrawalNotice.tsx';
import { CarReserved } from './CarReserved.tsx';
import { CarSummary } from './CarSummary.tsx';
import { fetchPaymentStatus } from './checkout-api.ts';
import { paymentUrl, resolutionUrl, uuidFromPath } from './checkout-paths.ts';
import { InformationBlock } from './InformationBlock.tsx';
import { type PaymentOutcome, pollPaymentStatus } from './payment-status.ts';
import { useCheckoutOrder } from './use-checkout-order.ts';
import './checkout.css';

const t = roCheckout;

interface Address {
  readonly uuid: string | null;
  readonly paymentId: string | null;
}

export function PaymentResult() {
  const [address, setAddress] = useState<Address | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  useEffect(() => {
    setAddress({
      uuid: uuidFromPath(location.pathname, 'complete'),
      paymentId: new URLSearchParams(location.search).get('id') || null,
    });
  }, []);

  const paymentId = address?.paymentId ?? null;
  useEffect(() => {
    if (paymentId === null) return;
    return pollPaymentStatus(() => fetchPaymentStatus(paymentId), setOutcome);
  }, [paymentId]);

  const orderState = useCheckoutOrder(address?.uuid ?? null, outcome === 'success');
  const order = orderState.status === 'found' ? orderState.order : null;

  useEffect(() => {
    if (outcome === 'success') clearShopStorage();
  }, [outcome]);

  const purchaseSent = useRef(false);
  useEffect(() => {
    if (outcome !== 'success' || order === null || paymentId === null || purchaseSent.current) return;
    purchaseSent.current = true;
    pushEvent(purchaseEvent(paymentId, order.taxa_rezervare_ron, 'RON'));
  }, [outcome, order, paymentId]);

  const uuid = address?.uuid ?? null;
  if (outcome === 'car_reserved') return <CarReserved />;
  if ((outcome === 'failed' || outcome === 'missing') && uuid) {
    return (
      <div className="checkout">
        <h1>{t.paymentFailedTitle}</h1>
        <Alert tone="error">{outcome === 'missing' ? t.paymentNotFoundText : t.paymentFailedText}</Alert>
        <p className="checkout-actions">
          <a className="button" href={resolutionUrl(uuid)}>
            {t.backToPayment}
          </a>
          <a href={paymentUrl(uuid)}>{t.otherCard}</a>
        </p>
      </div>
    );
  }
  if (outcome === 'success' && orderState.status !== 'loading') {
    return (
      <div className="checkout">
        <h1>{t.successTitle}</h1>
        <Alert tone="success">{t.successText}</Alert>
        {orderState.status === 'found' ? (
          <>
            <CarSummary
              productName={orderState.order.product_name}
              photo={orderState.car?.profile_photo ?? null}
            />
            <InformationBlock
              order={orderState.order}
              equipmentListPdf={orderState.car?.equipment_list_pdf ?? null}
            />
            <WithdrawalNotice order={orderState.order} />
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div className="checkout" aria-busy="true">
      <p role="status">{t.checkingPayment}</p>
    </div>
  );
}

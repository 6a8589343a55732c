/**
 * /complete/{uuid}?id={paymentId} island. The payment status is asked at once and then every 20 s
 * until it is final. Success clears every shop key from this browser, sends the purchase event
 * with the amount paid and shows the congratulation with the order code (what the e-mails and the
 * withdrawal page ask for), the car, the information block and the 14-day right of withdrawal as
 * it applies to the order;
 * failure, or a payment id the API does not know, shows 'Plata nereusita!' with the way back; a
 * payment declined because another order reserved the car says so and leads to the other cars.
 * Without a payment id (an e-mail link, a bookmark) the page asks for the order's payment state
 * instead and shows it: paid (the congratulation, without a second purchase event), not paid yet
 * (with the way to pay), failed, or an unknown order. Until an answer, a loading placeholder.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert.tsx';
import { fill, roCheckout } from '../../i18n/ro.ts';
import { clearShopStorage } from '../../stores/order.ts';
import { purchaseEvent, pushEvent } from '../catalog/analytics.ts';
import { WithdrawalNotice } from '../withdrawal/WithdrawalNotice.tsx';
import { CarReserved } from './CarReserved.tsx';
import { CarSummary } from './CarSummary.tsx';
import { fetchOrderPaymentStatus, fetchPaymentStatus } from './checkout-api.ts';
import { paymentUrl, resolutionUrl, uuidFromPath } from './checkout-paths.ts';
import { InformationBlock } from './InformationBlock.tsx';
import {
  outcomeOfOrderStatus,
  PAYMENT_POLL_MS,
  type PaymentOutcome,
  pollPaymentStatus,
} from './payment-status.ts';
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
  const addressUuid = address?.uuid ?? null;
  useEffect(() => {
    if (address === null) return;
    if (paymentId !== null) return pollPaymentStatus(() => fetchPaymentStatus(paymentId), setOutcome);
    if (addressUuid === null) {
      setOutcome('order_missing');
      return;
    }
    return pollPaymentStatus(
      () => fetchOrderPaymentStatus(addressUuid),
      setOutcome,
      PAYMENT_POLL_MS,
      outcomeOfOrderStatus,
    );
  }, [address, paymentId, addressUuid]);

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

  const uuid = addressUuid;
  if (outcome === 'car_reserved') return <CarReserved />;
  if (outcome === 'car_reserved_refunded') return <CarReserved refund="returned" />;
  if (outcome === 'car_reserved_refund_owed') return <CarReserved refund="owed" />;
  if (outcome === 'order_missing' || (outcome !== null && uuid === null)) {
    return (
      <div className="checkout">
        <h1>{t.resultPageTitle}</h1>
        <Alert tone="error">{t.orderNotFound}</Alert>
      </div>
    );
  }
  if (outcome === 'unpaid' && uuid) {
    return (
      <div className="checkout">
        <h1>{t.unpaidTitle}</h1>
        <Alert tone="info">{t.unpaidText}</Alert>
        <p>{fill(t.orderCode, { code: uuid })}</p>
        <p className="checkout-actions">
          <a className="button" href={resolutionUrl(uuid)}>
            {t.goToPayment}
          </a>
        </p>
      </div>
    );
  }
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
        {uuid ? <p className="checkout-order-code">{fill(t.orderCode, { code: uuid })}</p> : null}
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

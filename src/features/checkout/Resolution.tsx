/**
 * /rezolutie/{uuid} island. In order: an identification error marker (error1..error4) shows its
 * screen; an order that cannot be paid here (unknown, not approved, paid, subscription not signed
 * yet) gets a clear message and a way on; otherwise the payment step. Without a uuid in the path
 * the order of this browser's approval flow ($precheckUUID) is used.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { roCheckout, roCommon } from '../../i18n/ro.ts';
import { $precheckUUID } from '../../stores/order.ts';
import { PaymentStepWithSummary } from '../summary/CheckoutSummary.tsx';
import { orderReadiness } from './checkout-order.ts';
import { approvalUrl, completeUrl, uuidFromPath } from './checkout-paths.ts';
import { MarkerScreen } from './MarkerScreen.tsx';
import { OrderNotice } from './OrderNotice.tsx';
import { markerOf } from './resolution-marker.ts';
import { type CheckoutOrderState, useCheckoutOrder } from './use-checkout-order.ts';

const t = roCheckout;

interface Address {
  readonly uuid: string | null;
  readonly search: string;
}

export function Resolution() {
  const storedUuid = useStore($precheckUUID);
  // The address is read after hydration: the shell is the same static page for every order.
  const [address, setAddress] = useState<Address | null>(null);
  useEffect(() => {
    setAddress({ uuid: uuidFromPath(location.pathname, 'rezolutie'), search: location.search });
  }, []);
  const uuid = address ? (address.uuid ?? storedUuid) : null;
  const state = useCheckoutOrder(uuid, address !== null);
  return <ResolutionView state={state} search={address?.search ?? ''} />;
}

export function ResolutionView({
  state,
  search,
}: {
  readonly state: CheckoutOrderState;
  readonly search: string;
}) {
  if (state.status === 'loading') return <p role="status">{t.loadingOrder}</p>;
  if (state.status === 'unreachable') return <OrderNotice message={roCommon.serverUnreachable} />;
  if (state.status === 'missing') return <OrderNotice message={t.orderNotFound} />;
  const { order, car } = state;
  const marker = markerOf(search, order.identification_status);
  if (marker) return <MarkerScreen marker={marker} orderCode={order.order_code} />;
  switch (orderReadiness(order)) {
    case 'paid':
      return (
        <OrderNotice
          message={t.orderAlreadyPaid}
          link={{ href: completeUrl(order.order_code, null), text: t.viewOrderResult }}
        />
      );
    case 'not-approved':
      return <OrderNotice message={t.orderNotApproved} />;
    case 'identification-pending':
      return (
        <OrderNotice
          message={t.identificationPending}
          link={{ href: order.dochub_url ?? approvalUrl(order.order_code), text: t.continueIdentification }}
        />
      );
    case 'payable':
      return <PaymentStepWithSummary order={order} car={car} />;
  }
}

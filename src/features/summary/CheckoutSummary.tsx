/**
 * The order summary of the checkout. On the payment step (/rezolutie) it follows the delivery the
 * shopper is choosing; on the card page (/plata) it is its own island beside the card widget and
 * shows the delivery the order stored.
 */
import { useEffect, useState } from 'react';
import type { CarFacts } from '../../domain/cms-schemas.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import type { SummaryDelivery } from '../../domain/order/summary/order-summary.ts';
import { storedDelivery, summaryFromOrder } from '../../domain/order/summary/summary-sources.ts';
import { uuidFromPath } from '../checkout/checkout-paths.ts';
import { PaymentStep } from '../checkout/PaymentStep.tsx';
import { useCheckoutOrder } from '../checkout/use-checkout-order.ts';
import { OrderSummary, WithSummary } from './OrderSummary.tsx';

export interface PaymentStepWithSummaryProps {
  readonly order: OrderReadBack;
  readonly car: CarFacts | null;
}

export function PaymentStepWithSummary({ order, car }: PaymentStepWithSummaryProps) {
  const [delivery, setDelivery] = useState<SummaryDelivery>({ kind: 'pickup' });
  return (
    <WithSummary
      summary={<OrderSummary input={summaryFromOrder(order, order.payment_info, car, delivery)} />}
    >
      <PaymentStep order={order} car={car} onDeliveryChange={setDelivery} />
    </WithSummary>
  );
}

/** /plata/{uuid}: nothing until the order is read (the card widget does not wait for it). */
export function PaymentPageSummary() {
  const [uuid, setUuid] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setUuid(uuidFromPath(location.pathname, 'plata'));
    setReady(true);
  }, []);
  const state = useCheckoutOrder(uuid, ready);
  if (state.status !== 'found') return null;
  const { order, car } = state;
  return <OrderSummary input={summaryFromOrder(order, order.payment_info, car, storedDelivery(order))} />;
}

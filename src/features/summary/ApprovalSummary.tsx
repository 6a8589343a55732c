/**
 * The order summary of the approval steps: from the browser stores and the car's tables until the
 * contact step creates the order, then from the order the wizard reads back. Pickup or delivery is
 * chosen later, on the payment step.
 */
import { useStore } from '@nanostores/react';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { $dataPreluare } from '../../stores/order.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { summaryFromOrder, summaryFromStores } from './summary-sources.ts';
import { useCar } from './use-car.ts';

export interface ApprovalSummaryProps {
  readonly order: OrderReadBack | null;
  /** The calculator's terms for the package being ordered (before the order exists). */
  readonly params: FinancingParams;
  readonly sku: string | null;
}

export function ApprovalSummary({ order, params, sku }: ApprovalSummaryProps) {
  const pickupDate = useStore($dataPreluare);
  const carSku = order?.sku ?? sku;
  const car = useCar(carSku);
  if (carSku === null) return null;
  const input = order
    ? summaryFromOrder(order, order.payment_info, car, { kind: 'undecided' })
    : summaryFromStores(params, pickupDate, carSku, car);
  return <OrderSummary input={input} />;
}

/**
 * The order summary of the approval steps: from this tab's order in progress (the car and terms
 * "Rezerva acum" fixed, never what another tab chose since) and the car's tables until the contact
 * step creates the order, then from the order the wizard reads back. Pickup or delivery is chosen
 * later, on the payment step.
 */
import type { FeeFigures } from '../../domain/business-figures.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { summaryFromOrder, summaryFromStores } from '../../domain/order/summary/summary-sources.ts';
import type { OrderInProgress } from '../../stores/order-in-progress.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { useCar } from './use-car.ts';

export interface ApprovalSummaryProps {
  readonly order: OrderReadBack | null;
  /** The tab's order in progress, before the order exists. */
  readonly choice: Pick<OrderInProgress, 'sku' | 'params' | 'pickupDate'> | null;
  /** The fees in force when the site was built (settings), shown until the order has its own. */
  readonly fees: FeeFigures;
}

export function ApprovalSummary({ order, choice, fees }: ApprovalSummaryProps) {
  const carSku = order?.sku ?? choice?.sku ?? null;
  const car = useCar(carSku);
  if (carSku === null) return null;
  const input = order
    ? summaryFromOrder(order, order.payment_info, car, { kind: 'undecided' })
    : choice
      ? summaryFromStores(choice.params, choice.pickupDate, carSku, car, fees)
      : null;
  if (input === null) return null;
  return <OrderSummary input={input} />;
}

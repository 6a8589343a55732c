/**
 * A stored order's terms as the order summary words them (src/features/summary/summary-text.ts):
 * the rows the payment e-mail and the customer's order page state, so neither can word an order's
 * terms differently from the page the shopper agreed on.
 */
import { orderSummary } from '../../src/domain/order/summary/order-summary.ts';
import { storedDelivery, summaryFromOrder } from '../../src/domain/order/summary/summary-sources.ts';
import { type SummaryRow, summaryRows } from '../../src/domain/order/summary/summary-text.ts';
import type { Amount } from './fees.ts';
import type { OrderWithCar } from './order-repository.ts';

/** The rows for the order with `fee` as its fee (what was paid, or what is due). */
export function orderTermRows({ order, car }: OrderWithCar, fee: Amount): SummaryRow[] {
  const input = summaryFromOrder(
    {
      credit_type: order.productType,
      person: order.person,
      currency: order.currency,
      months: order.months,
      downpayment: order.downpayment,
      residual: order.residual,
      monthly_km_included: order.monthlyKmIncluded,
      data_preluare: order.dataPreluare,
      // The promotions the order was placed with, as the pages showed them (issue 31.2).
      promotions: order.promotions,
      sku: car.sku,
      product_name: car.productName,
      taxa_rezervare: fee.eur,
      taxa_rezervare_ron: fee.ron,
    },
    car.paymentInfo,
    null,
    storedDelivery({
      delivery_type: order.delivery?.type ?? null,
      taxa_livrare: order.delivery?.taxa_livrare ?? null,
    }),
  );
  return summaryRows(orderSummary(input));
}

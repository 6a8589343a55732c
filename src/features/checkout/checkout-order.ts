/**
 * The order as the checkout pages read it back (GET /client-order/{uuid}, spec section 3): only
 * the fields the payment step, the payment page and the result page use. payment_info arrives as a
 * JSON string and is parsed with the car tables' own schema, so the information block computes its
 * figures from the same tables the car page priced.
 */

import * as v from 'valibot';
import { paymentInfoSchema } from '../../domain/cms-schemas.ts';
import { ORDER_TYPES } from '../../domain/order/order-terms.ts';

const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const paymentInfoText = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'payment_info is not JSON' });
      return NEVER;
    }
  }),
  paymentInfoSchema,
);

export const checkoutOrderSchema = v.object({
  order_code: v.string(),
  credit_type: v.picklist(ORDER_TYPES),
  sku: v.string(),
  months: count,
  downpayment: count,
  residual: v.nullable(count),
  currency: v.picklist([1, 2]),
  person: v.picklist([1, 2]),
  /** 1 approved; anything else (0, 2, null) means not payable yet. */
  rating: v.nullable(v.number()),
  dochub_url: v.nullable(v.string()),
  identification_status: v.optional(v.nullable(v.string()), null),
  payment_info: paymentInfoText,
  product_name: v.string(),
  monthly_km_included: v.nullable(v.number()),
  data_preluare: v.nullable(v.string()),
  taxa_rezervare: money,
  taxa_rezervare_ron: money,
  paid: v.optional(v.picklist([0, 1]), 0),
  /** Stored by the payment step: 2 home delivery (taxa_livrare, EUR), otherwise pickup. */
  delivery_type: v.optional(v.nullable(v.picklist([1, 2])), null),
  taxa_livrare: v.optional(v.nullable(money), null),
});

export type CheckoutOrder = v.InferOutput<typeof checkoutOrderSchema>;

/** null when the body is not an order the checkout can show. */
export function parseCheckoutOrder(data: unknown): CheckoutOrder | null {
  const result = v.safeParse(checkoutOrderSchema, data);
  return result.success ? result.output : null;
}

export const isSubscription = (order: Pick<CheckoutOrder, 'credit_type'>): boolean =>
  order.credit_type === 'carSubscription';

/** What the payment step may offer for this order, before any marker is considered. */
export type OrderReadiness = 'payable' | 'not-approved' | 'paid' | 'identification-pending';

export function orderReadiness(order: CheckoutOrder): OrderReadiness {
  if (order.paid === 1) return 'paid';
  if (order.rating !== 1) return 'not-approved';
  // The guarantee is paid after the contract is signed (server/orders/payable.ts).
  if (isSubscription(order) && order.identification_status !== 'signed') return 'identification-pending';
  return 'payable';
}

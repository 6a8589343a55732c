/**
 * The order as the wizard reads it back (GET /client-order/{uuid}), validated like any other
 * untrusted payload: only the fields the wizard decides on, everything else is ignored.
 */

import * as v from 'valibot';
import { savedPersonalEntries } from '../../domain/forms/personal-schema.ts';
import { ORDER_TYPES } from '../../domain/order/order-terms.ts';

const code = v.nullable(v.number());

export const orderReadBackSchema = v.object({
  order_code: v.string(),
  credit_type: v.picklist(ORDER_TYPES),
  sku: v.string(),
  months: v.number(),
  downpayment: v.number(),
  residual: v.nullable(v.number()),
  currency: v.picklist([1, 2]),
  person: v.picklist([1, 2]),
  tip_companie: code,
  check1_result: code,
  check2_result: code,
  rating: code,
  /** Where a bare `/aprobare/{uuid}` link resumes: only the server sees which steps are stored. */
  reached_step: v.picklist([1, 2, 3, 4, 5]),
  actionariat_strain: v.optional(v.picklist([0, 1]), 0),
  dochub_url: v.nullable(v.string()),
  payment_info: v.string(),
  product_name: v.string(),
  monthly_km_included: v.optional(code, null),
  ...savedPersonalEntries,
  /** For the order summary: the pickup date and the fee (EUR, and lei at the order's rate). */
  data_preluare: v.optional(v.nullable(v.string()), null),
  taxa_rezervare: v.optional(code, null),
  taxa_rezervare_ron: v.optional(code, null),
});

export type OrderReadBack = v.InferOutput<typeof orderReadBackSchema>;

/** The parsed payment_info JSON text, or null when it is not JSON. */
export function parsedPaymentInfo(order: Pick<OrderReadBack, 'payment_info'>): unknown {
  try {
    return JSON.parse(order.payment_info) as unknown;
  } catch {
    return null;
  }
}

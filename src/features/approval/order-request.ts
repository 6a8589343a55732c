/**
 * The `POST /client-order` body: what the shopper typed on the contact step plus the order's
 * terms, which come from the car page through the persisted stores (spec section 3, Client order).
 */

import * as v from 'valibot';
import type { FinancingParams } from '../../domain/financing/financing-params.ts';
import { createContactStepSchema } from '../../domain/forms/contact-step-schema.ts';
import { type OrderType, termsFromStore, termsToOrderBody } from '../../domain/order/order-terms.ts';
import { toFieldErrors } from '../../lib/validation/field-errors.ts';

export interface OrderContext {
  readonly pkg: OrderType;
  readonly params: FinancingParams;
  readonly sku: string;
  /** Subscription pickup date, yyyy-MM-dd. */
  readonly pickupDate: string | null;
}

/**
 * The terms part of the body (the form's own answers are merged over it): the stored calculator
 * terms under the package the wizard's address names, through the one API codec.
 */
export function orderTerms({ pkg, params, sku, pickupDate }: OrderContext): Record<string, unknown> {
  return termsToOrderBody({ ...termsFromStore(params, pickupDate), type: pkg }, sku);
}

/** Fields the shopper does not type: their errors cannot sit next to an input. */
export const TERM_FIELDS = [
  'sku',
  'person',
  'credit_type',
  'months',
  'downpayment',
  'residual',
  'currency',
  'monthly_km_included',
  'data_preluare',
] as const;

/**
 * The terms that would be refused (a pickup date now in the past, a missing car):
 * the shopper cannot fix them on this step, only by choosing again on the car page.
 */
export function invalidTerms(terms: Record<string, unknown>, today: string): (typeof TERM_FIELDS)[number][] {
  const result = v.safeParse(createContactStepSchema(today), terms);
  if (result.success) return [];
  const errors = toFieldErrors(result.issues);
  return TERM_FIELDS.filter((name) => errors[name] !== undefined);
}

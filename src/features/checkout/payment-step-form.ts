/**
 * The payment step's form (delivery choice, home-delivery fields, terms), built from the rules of
 * delivery-schema.ts: the delivery fields are checked only when home delivery is chosen, each
 * message on its own field, so one submit shows every error at once.
 */
import * as v from 'valibot';
import { DELIVERY, type Delivery, deliverySchema } from '../../domain/forms/delivery-schema.ts';
import { type ConditionalField, conditionalFields } from '../../lib/validation/conditional.ts';

export const PICKUP = `${DELIVERY.pickup}` as const;
export const HOME = `${DELIVERY.home}` as const;

const entries = v.object({
  delivery: v.optional(v.picklist([PICKUP, HOME]), PICKUP),
  judet: v.optional(v.string(), ''),
  localitate: v.optional(v.string(), ''),
  adresa: v.optional(v.string(), ''),
  telefon: v.optional(v.string(), ''),
  terms_conditions: deliverySchema.entries.terms_conditions,
});

type StepValues = v.InferOutput<typeof entries>;

const homeOnly = (key: 'judet' | 'localitate' | 'adresa' | 'telefon'): ConditionalField<StepValues> => ({
  key,
  dependsOn: [],
  when: (input) => input.delivery === HOME,
  rule: deliverySchema.entries[key],
});

export const paymentStepSchema = v.pipe(
  entries,
  conditionalFields<StepValues>([
    homeOnly('judet'),
    homeOnly('localitate'),
    homeOnly('adresa'),
    homeOnly('telefon'),
  ]),
);

export type PaymentStep = v.InferOutput<typeof paymentStepSchema>;

/** The POST /client-order/delivery body for a validated home-delivery step. */
export function deliveryBody(step: PaymentStep, orderCode: string, transportTotal: number): Delivery {
  return v.parse(deliverySchema, { ...step, order_code: orderCode, taxa_livrare: transportTotal });
}

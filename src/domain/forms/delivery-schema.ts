/**
 * Home delivery on the payment step and the `POST /client-order/delivery` body. Sent only for
 * delivery choice 2; the terms checkbox is required on every payment. taxa_livrare is what the
 * page showed; the server recomputes the county's price rather than trusting it.
 */
import * as v from 'valibot';
import { roValidation } from '../../i18n/ro.ts';
import { checked, id, internationalPhone, requiredString } from '../../lib/validation/rules.ts';
import { UUID_PATTERN } from '../ids.ts';

const m = roValidation;

export const DELIVERY = { pickup: 1, home: 2 } as const;
export const deliverySchema = v.object({
  order_code: v.pipe(requiredString(m.fieldRequired), v.regex(UUID_PATTERN, m.fieldRequired)),
  /** County id from GET /counties. */
  judet: id(m.chooseFromList),
  /** City name from GET /counties/{id}. */
  localitate: requiredString(m.chooseFromList),
  adresa: requiredString(m.streetRequired),
  telefon: internationalPhone(m.phoneRequired),
  taxa_livrare: v.pipe(
    v.optional(v.union([v.number(), v.string()]), 0),
    v.transform(Number),
    v.number(m.fieldRequired),
    v.minValue(0, m.fieldRequired),
  ),
  terms_conditions: checked(m.required),
});

/** The payment-step form when the shopper keeps the free pickup: only the terms apply. */
export const pickupSchema = v.object({ terms_conditions: checked(m.required) });

export type DeliveryInput = v.InferInput<typeof deliverySchema>;
export type Delivery = v.InferOutput<typeof deliverySchema>;

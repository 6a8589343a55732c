/**
 * GET /client-order/{uuid}: the stored order mapped to the spec's "Order as read back" (section 3):
 * fees in EUR and RON, check results,
 * the rating, the furthest wizard step reached, the identification link, and the answers of the
 * step-2 forms (an individual's personal information, a company's answers) flattened in like the
 * site sent them, so a form revisited through its tab shows what was saved.
 */

import type * as v from 'valibot';
import type { orderReadBackSchema } from '../../src/domain/order/order-read-back.ts';
import type { Amount } from './fees.ts';
import type { OrderRecord } from './order.ts';
import type { ReviewAnswer } from './reviews.ts';
import { outcomeOf, reachedStep } from './steps.ts';

export interface ReadBackCar {
  product_name: string;
}

/**
 * The answer is typed with the input of the site's one read-back schema (`orderReadBackSchema` in
 * src/domain/cms-schemas.ts, which the wizard and the checkout parse), so the two cannot drift apart;
 * plus what only the server's other readers use: the contact, the open checkout token and a
 * company's answers. Extras to the spec: `reached_step` (where a bare `/aprobare/{uuid}` link
 * resumes) and `actionariat_strain` (the resolution's "documents will be requested" note).
 */
export type OrderReadBack = v.InferInput<typeof orderReadBackSchema> & {
  email: string;
  telefon: string;
  /** The order's open checkout token, null when none is open. */
  authorizationToken: string | null;
  [companyAnswer: string]: unknown;
};

/**
 * The read-back without `payment_info`, the car's tables as a JSON string: a GET joins them in from
 * the text kept per car version (routes/client-order/read-order.ts), a step's answer leaves them out.
 */
export type OrderReadBackFields = Omit<OrderReadBack, 'payment_info'>;

export function toReadBack(
  order: OrderRecord,
  car: ReadBackCar,
  fee: Amount,
  authorizationToken: string | null,
  review: ReviewAnswer | null = null,
): OrderReadBackFields {
  const { contact } = order;
  return {
    ...companyAnswers(order),
    ...(order.person === 1 ? (order.personal ?? {}) : {}),
    order_code: order.uuid,
    credit_type: order.productType,
    sku: order.sku,
    months: order.months,
    downpayment: order.downpayment,
    residual: order.residual,
    currency: order.currency,
    person: order.person,
    tip_companie: order.tipCompanie,
    check1_result: order.check1Result,
    check2_result: order.check2Result,
    rating: outcomeOf(order),
    reached_step: reachedStep(order),
    actionariat_strain: order.foreignShareholders ? 1 : 0,
    dochub_url: order.dochubUrl,
    identification_status: order.identificationStatus,
    product_name: car.product_name,
    email: contact.email,
    telefon: contact.telefon,
    monthly_km_included: order.monthlyKmIncluded,
    data_preluare: order.dataPreluare,
    taxa_rezervare: fee.eur,
    taxa_rezervare_ron: fee.ron,
    authorizationToken,
    delivery_type: order.delivery?.type ?? null,
    taxa_livrare: order.delivery?.taxa_livrare ?? null,
    promotions: order.promotions,
    paid: order.paidAt ? 1 : 0,
    paid_at: order.paidAt?.toISOString() ?? null,
    decision: order.person === 1 ? order.decisionFacts : null,
    review,
  };
}

/** Company fields of the contact step, the step-2 answers and the guarantor, as the site named them. */
function companyAnswers(order: OrderRecord): Record<string, unknown> {
  if (order.person !== 2) return {};
  const { nume_companie, cui, caen, data_infiintare, nr_recom, calitatea } = order.contact;
  const contactFields = { nume_companie, cui, caen, data_infiintare, nr_recom, calitatea };
  const present = Object.fromEntries(
    Object.entries(contactFields).filter(([, value]) => value !== undefined),
  );
  const guarantor = order.guarantor
    ? {
        fidejusor: 1,
        fidejusor_nume: order.guarantor.nume_fidejusor,
        fidejusor_cui: order.guarantor.cui_fidejusor,
        fidejusor_nr_recom: order.guarantor.nr_recom_fidejusor,
      }
    : { fidejusor: 0 };
  return { ...present, ...(order.companyDetails ?? {}), ...guarantor };
}

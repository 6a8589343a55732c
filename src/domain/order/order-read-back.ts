/**
 * The order as read back (GET /client-order/{uuid}, spec section 3): its one schema, for the approval
 * wizard, the checkout and the withdrawal notice. Kept out of cms-schemas.ts because it spreads the
 * personal step's saved entries (forms/personal-schema.ts and its validation texts), which would
 * otherwise ride along with the catalogue schemas into the list page's island budget.
 */
import * as v from 'valibot';
import { paymentInfoSchema, promotionSchema } from '../cms-schemas.ts';
import { savedPersonalEntries } from '../forms/personal-schema.ts';
import { CURRENCY_CODES, CURRENCY_NAMES, ORDER_TYPES, PERSON_CODES } from './order-terms.ts';

const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const code = v.nullable(v.number());

/** payment_info travels in the read-back as JSON text; parsed here once, with the car tables' schema. */
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

/** The figures an individual's decision was taken on (issue 15.4), explaining a refusal. */
const decisionSchema = v.object({
  net_income_ron: v.number(),
  obligations_ron: v.number(),
  instalment_ron: v.number(),
  debt_service_ratio: v.nullable(v.number()),
  cap: v.number(),
  currency: v.picklist(CURRENCY_NAMES),
  reasons: v.array(v.string()),
  change: v.nullable(
    v.object({
      kind: v.picklist(['months', 'downpayment', 'currency']),
      months: v.number(),
      downpayment: v.number(),
      currency: v.picklist(CURRENCY_CODES),
      instalment: v.number(),
      debt_service_ratio: v.number(),
    }),
  ),
});
export type DecisionFacts = v.InferOutput<typeof decisionSchema>;

export const reviewAnswerSchema = v.object({ requested_at: v.string(), answer_due_at: v.string() });
export type ReviewAnswer = v.InferOutput<typeof reviewAnswerSchema>;

/**
 * The order as read back (GET /client-order/{uuid}, spec section 3), as `server/orders/read-back.ts`
 * writes it: the one description the approval wizard and the checkout both parse. Only the fields
 * the site uses; the rest (email, telefon, the company's answers, the checkout token) is dropped.
 */
export const orderReadBackSchema = v.object({
  order_code: v.string(),
  credit_type: v.picklist(ORDER_TYPES),
  sku: v.string(),
  months: count,
  downpayment: count,
  residual: v.nullable(count),
  currency: v.picklist(CURRENCY_CODES),
  person: v.picklist(PERSON_CODES),
  tip_companie: code,
  check1_result: code,
  check2_result: code,
  /** 1 approved; anything else (0, 2, null) means no positive decision yet. */
  rating: code,
  /** Where a bare `/aprobare/{uuid}` link resumes: only the server sees which steps are stored. */
  reached_step: v.picklist([1, 2, 3, 4, 5]),
  actionariat_strain: v.picklist([0, 1]),
  dochub_url: v.nullable(v.string()),
  identification_status: v.nullable(v.string()),
  payment_info: paymentInfoText,
  product_name: v.string(),
  monthly_km_included: v.nullable(count),
  /** The pickup date (subscriptions) and the reservation fee, in EUR and in lei at the order's rate. */
  data_preluare: v.nullable(v.string()),
  taxa_rezervare: money,
  taxa_rezervare_ron: money,
  paid: v.picklist([0, 1]),
  /** When the fee was paid (ISO): a financing contract's conclusion, the start of the withdrawal period. */
  paid_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** Stored by the payment step: 2 home delivery (taxa_livrare, EUR), 1 pickup, null not chosen yet. */
  delivery_type: v.nullable(v.picklist([1, 2])),
  taxa_livrare: v.nullable(money),
  /**
   * Extra to the spec (issue 31.2): the car's promotions when the order was placed, its terms
   * (free delivery, a first-month discount) whatever the car carries later.
   */
  promotions: v.optional(v.array(promotionSchema), []),
  /** Extra to the spec (issue 15.4): an individual's decision figures and the human review asked for. */
  decision: v.optional(v.nullable(decisionSchema), null),
  review: v.optional(v.nullable(reviewAnswerSchema), null),
  /** An individual's saved step-2 answers, so the form revisited through its tab shows them. */
  ...savedPersonalEntries,
});

export type OrderReadBack = v.InferOutput<typeof orderReadBackSchema>;

/** The read-back, or null when the body is not an order the site can show. */
export function parseOrderReadBack(data: unknown): OrderReadBack | null {
  const result = v.safeParse(orderReadBackSchema, data);
  return result.success ? result.output : null;
}

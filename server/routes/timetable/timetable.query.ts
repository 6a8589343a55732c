/**
 * The query of GET /timetable (spec section 7), validated with valibot. A financing schedule needs
 * type credit|leasing, months, downpayment, residual, currency and person; a subscription offer
 * needs type carSubscription, months and optionally monthly_km_included and person. Every invalid
 * field is named in one 422, and terms the panel never offers (credit for a company, leasing for an
 * individual in EUR below 30 %) are refused rather than priced.
 */
import * as v from 'valibot';
import {
  DEFAULT_FINANCING_PARAMS,
  type FinancingParams,
  normalizeFinancingParams,
} from '../../../src/domain/financing/financing-params.ts';
import { isSubscriptionKm, isSubscriptionMonths } from '../../../src/domain/financing/subscription-offer.ts';
import { SKU_PATTERN } from '../../../src/domain/ids.ts';
import {
  CURRENCY_NAMES,
  FINANCING_TYPES,
  ORDER_TYPES,
  PERSON_WORDS,
  type Person,
  type SubscriptionKm,
  type SubscriptionMonths,
  termsFromTimetableQuery,
  termsToStore,
} from '../../../src/domain/order/order-terms.ts';
import { invalidFields } from '../../http/errors.ts';

// Checked but left as the wire's strings: the domain's decoder reads them (termsFromTimetableQuery).
const wholeNumber = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,6}$/, message));

const skuSchema = v.pipe(v.string('is required'), v.regex(SKU_PATTERN, 'must be an upper-case product code'));
const typeSchema = v.picklist(ORDER_TYPES, 'must be credit, leasing or carSubscription');

const financingSchema = v.object({
  type: v.picklist(FINANCING_TYPES, 'must be credit or leasing'),
  sku: skuSchema,
  months: wholeNumber('must be a whole number of months'),
  downpayment: wholeNumber('must be a whole percent'),
  residual: wholeNumber('must be a whole percent'),
  currency: v.picklist(CURRENCY_NAMES, 'must be RON or EUR'),
  person: v.picklist(PERSON_WORDS, 'must be fizica or juridica'),
});

const subscriptionSchema = v.object({
  type: v.literal('carSubscription'),
  sku: skuSchema,
  months: v.pipe(
    wholeNumber('must be 3, 6 or 12'),
    v.check((months) => isSubscriptionMonths(Number(months)), 'must be 3, 6 or 12'),
  ),
  monthly_km_included: v.optional(
    v.pipe(
      wholeNumber('must be 1000, 1500, 2000 or 3000'),
      v.check((km) => isSubscriptionKm(Number(km)), 'must be 1000, 1500, 2000 or 3000'),
    ),
    '1000',
  ),
  person: v.optional(v.picklist(PERSON_WORDS, 'must be fizica or juridica'), 'fizica'),
});

export type TimetableQuery =
  | { readonly kind: 'schedule'; readonly sku: string; readonly params: FinancingParams }
  | {
      readonly kind: 'offer';
      readonly sku: string;
      readonly person: Person;
      readonly months: SubscriptionMonths;
      readonly km: SubscriptionKm;
    };

function check<S extends v.GenericSchema>(schema: S, query: Record<string, string>): v.InferOutput<S> {
  const result = v.safeParse(schema, query, { abortEarly: false });
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? 'query');
    errors[key] ??= issue.input === undefined ? 'is required' : issue.message;
  }
  throw invalidFields(errors);
}

/** What a schedule's terms leave open: the default residual (credit) and no km. */
const SCHEDULE_DEFAULTS: FinancingParams = { ...DEFAULT_FINANCING_PARAMS, range: 0 };

const FIELD_OF: Partial<Record<keyof FinancingParams, string>> = {
  person: 'person',
  currency: 'currency',
  months: 'months',
  upFront: 'downpayment',
  residual: 'residual',
};

/** Parses the query string or throws a 422 naming each invalid field. */
export function parseTimetableQuery(query: Record<string, string>): TimetableQuery {
  const { type } = check(v.object({ type: typeSchema }), query);
  if (type === 'carSubscription') {
    const parsed = check(subscriptionSchema, query);
    const terms = termsFromTimetableQuery(parsed);
    return {
      kind: 'offer',
      sku: parsed.sku,
      person: terms.person,
      // The schema has checked both against the subscription's grids.
      months: terms.months as SubscriptionMonths,
      km: terms.km as SubscriptionKm,
    };
  }
  const parsed = check(financingSchema, query);
  // A credit has no residual: it takes the calculator's default, as the panel stores it.
  const params = termsToStore(termsFromTimetableQuery(parsed), SCHEDULE_DEFAULTS);
  const offered = normalizeFinancingParams(params);
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(FIELD_OF) as [keyof FinancingParams, string][]) {
    if (offered[key] !== params[key]) errors[field] = `is not offered for ${parsed.type} with these terms`;
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { kind: 'schedule', sku: parsed.sku, params };
}

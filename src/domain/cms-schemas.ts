/**
 * valibot schemas of every CMS payload the shop reads (spec section 3 and the call table of
 * section 7). The embedded server's responses are checked against these same schemas in its tests,
 * so the site and the server cannot drift apart silently.
 *
 * Field names stay as the CMS spells them (snake_case, the spec's Romanian keys); the site maps
 * nothing and renames nothing.
 */

import * as v from 'valibot';
import { linkSchema, mapLinkSchema, storagePathSchema, videoUrlSchema } from '../lib/validation/urls.ts';
import { FIGURE_KEYS, type FigureKey } from './business-figures.ts';
import { isoDateCheck } from './date-check.ts';
import { isValidityCurrent, OFFERS_VALID_UNTIL } from './financing/offer-validity.ts';
import { SKU_PATTERN } from './ids.ts';
import { SUBSCRIPTION_MONTHS } from './order/order-terms.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const money = v.pipe(v.number(), v.finite(), v.minValue(0));
/** yyyy-MM-dd */
const isoDate = v.pipe(v.string(), isoDateCheck());
/**
 * URLs and storage paths go through the allowlist the admin API enforces (src/lib/validation/urls.ts),
 * so a record stored by another CMS or before the check fails the build naming it.
 */
const storagePath = storagePathSchema();
const named = v.object({ name: v.string() });
const lookupRow = v.object({ id, name: v.string() });

/** The car categories (spec section 4): 1 subscription, 2 used, 3 nearly new; catalog/categories.ts names them. */
export const CATEGORY_IDS = [1, 2, 3] as const;
export const VISIBILITY_IDS = [1, 2, 4, 5] as const;

// ---------------------------------------------------------------- content

export const sliderSchema = v.object({
  id,
  image: storagePath,
  text: v.string(),
  button_text: v.nullable(v.string()),
  button_link: v.nullable(linkSchema()),
});
export const slidersSchema = v.array(sliderSchema);

export const testimonialSchema = v.object({
  id,
  title: v.string(),
  testimonial: v.string(),
  author: v.string(),
  author_picture: storagePath,
  video_url: v.nullable(videoUrlSchema()),
});
export const testimonialsSchema = v.array(testimonialSchema);

export const faqSchema = v.object({ id, question: v.string(), answer: v.string() });
export const faqCategorySchema = v.object({ id, name: v.string(), faqs: v.array(faqSchema) });
export const faqCategoriesSchema = v.array(faqCategorySchema);

export const staticPageSchema = v.object({
  slug: v.string(),
  name: v.string(),
  content: v.string(),
});

/**
 * GET /settings, as the build reads it on `buildDay`: a validity date already past fails the build
 * naming the setting, instead of publishing an expired offer.
 */
export const settingsSchema = (buildDay: string) =>
  v.object({
    [OFFERS_VALID_UNTIL]: v.pipe(
      isoDate,
      v.check(
        (date) => isValidityCurrent(date, buildDay),
        (issue) =>
          `the offers' validity date ${String(issue.input)} is before the build day ${buildDay}; an expired offer would be published. Set a later date: PUT /api/admin/settings/${OFFERS_VALID_UNTIL} {"value":"yyyy-MM-dd"}`,
      ),
    ),
    // The business figures (business-figures.ts figuresOf): an unset one keeps its default.
    ...(Object.fromEntries(Object.values(FIGURE_KEYS).map((key) => [key, v.optional(v.string())])) as {
      [K in FigureKey]: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
    }),
  });

export const countySchema = v.object({ id, name: v.string(), delivery_price: money });
export const countiesSchema = v.array(countySchema);
export const citySchema = v.object({
  id,
  name: v.string(),
  postal_code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'expected a 6-digit postal code')),
});
export const citiesSchema = v.array(citySchema);

// ---------------------------------------------------------------- filters

export const filtersSchema = v.object({
  manufacturers: v.array(v.object({ id, name: v.string(), models: v.array(lookupRow) })),
  transmissions: v.array(lookupRow),
  fuel: v.array(lookupRow),
  locations: v.array(lookupRow),
  pollution_norms: v.array(lookupRow),
  tractions: v.array(lookupRow),
  colors: v.array(v.object({ id, name: v.string(), code: v.string() })),
  car_bodies: v.array(lookupRow),
});

// ---------------------------------------------------------------- payment info

const currencyPair = v.object({ RON: money, EUR: money });

/**
 * Figures of one (down payment, months[, residual]) cell. Instalments include CASCO and VAT
 * (companies see them divided by 1.21). DAE is the annual percentage rate of charge in percent
 * (EU consumer-credit formula); DAE_Total is the same rate with the CASCO premium counted as a cost.
 * totalVolume* is the sum of all instalments; totalCreditValue* adds down payment, file-analysis
 * fee and residual value: everything the customer pays. LF* fields are leasing in EUR at the
 * variable EUR rate.
 */
export const monthlyFiguresSchema = v.object({
  EUR: money,
  RON: money,
  LFEURO: v.optional(money),
  cascoInsurance: money,
  cascoInsuranceRon: money,
  totalVolumeRON: money,
  totalVolumeEUR: money,
  totalVolumeLFEURO: v.optional(money),
  totalCreditValueRON: money,
  totalCreditValueEUR: money,
  DAE: v.number(),
  DAE_Total: v.number(),
  DAE_LFEURO: v.optional(v.number()),
  DAE_Total_LFEURO: v.optional(v.number()),
});
export type MonthlyFigures = v.InferOutput<typeof monthlyFiguresSchema>;

/** Keyed by months as a string: "12" … "60". */
const byMonths = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), monthlyFiguresSchema);

export const downPaymentEntrySchema = v.object({
  downpayment: currencyPair,
  financedValue: currencyPair,
  monthlyPayment: byMonths,
});

export const leasingDownPaymentEntrySchema = v.object({
  ...downPaymentEntrySchema.entries,
  /** Keyed by residual percent as a string: "5" … "20". */
  residualRate: v.record(
    v.pipe(v.string(), v.regex(/^\d+$/)),
    v.object({ residualValue: currencyPair, monthlyPayment: byMonths }),
  ),
});

/** Keyed by down payment percent as a string. */
const byDownPayment = <T extends v.GenericSchema>(entry: T) =>
  v.record(v.pipe(v.string(), v.regex(/^\d+$/)), entry);

export const financingPaymentInfoSchema = v.object({
  kind: v.literal('financing'),
  /** EUR/RON rate the tables were computed at. */
  exchangeRate: v.pipe(v.number(), v.minValue(1)),
  /** File-analysis fee in EUR with VAT; a RON offer pays it at exchangeRate (fileFeeWithVat). */
  analiza_dosar: money,
  /** File-analysis fee of EUR leasing at the variable rate, EUR with VAT. */
  analiza_dosar_LFEURO: money,
  /** Yearly nominal interest in percent, fixed, RON. */
  interestRate: v.number(),
  /** Yearly nominal interest in percent, variable, EUR leasing. */
  interestRate_LFEURO: v.number(),
  credit: byDownPayment(downPaymentEntrySchema),
  leasing_fizica: byDownPayment(leasingDownPaymentEntrySchema),
  leasing_juridica: byDownPayment(leasingDownPaymentEntrySchema),
});
export type FinancingPaymentInfo = v.InferOutput<typeof financingPaymentInfoSchema>;

const subscriptionPrices = v.object({
  price_months_3: money,
  price_months_6: money,
  price_months_12: money,
});

export const subscriptionPaymentInfoSchema = v.object({
  kind: v.literal('subscription'),
  exchangeRate: v.pipe(v.number(), v.minValue(1)),
  /** Lowest monthly price per term, EUR with VAT. */
  periods: v.array(v.object({ period: v.picklist(SUBSCRIPTION_MONTHS), price: money })),
  /** Keyed by monthly km included: "1000", "1500", "2000", "3000". EUR with VAT. */
  price_table: v.object({
    '1000': subscriptionPrices,
    '1500': subscriptionPrices,
    '2000': subscriptionPrices,
    '3000': subscriptionPrices,
  }),
});
export type SubscriptionPaymentInfo = v.InferOutput<typeof subscriptionPaymentInfoSchema>;

export const paymentInfoSchema = v.variant('kind', [
  financingPaymentInfoSchema,
  subscriptionPaymentInfoSchema,
]);
export type PaymentInfo = v.InferOutput<typeof paymentInfoSchema>;

// ---------------------------------------------------------------- cars

/**
 * A car's promotion (issue 31.2): a typed rule the pricing functions apply
 * (src/domain/catalog/promotions.ts) and `name`, free text shown only as its label. A promotion
 * without a kind is not one: the build fails naming it rather than advertise what is not applied.
 * - free_delivery: home delivery costs 0 at checkout;
 * - first_month_discount: the first monthly subscription price is `percent` lower;
 * - price_reduction: the car sells at its reduced_price (the reduction's amount lives there).
 */
export const PROMOTION_KINDS = ['free_delivery', 'first_month_discount', 'price_reduction'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
const promotionPercent = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100));
export const promotionSchema = v.variant('kind', [
  v.object({ kind: v.literal('free_delivery'), name: v.string() }),
  v.object({ kind: v.literal('first_month_discount'), name: v.string(), percent: promotionPercent }),
  v.object({ kind: v.literal('price_reduction'), name: v.string() }),
]);
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** A car as listed by GET /cars (no payment tables: lists stay small). */
export const carSummarySchema = v.object({
  id,
  sku: v.pipe(v.string(), v.regex(SKU_PATTERN, 'expected an upper-case SKU')),
  product_name: v.pipe(v.string(), v.minLength(2)),
  category_id: v.picklist(CATEGORY_IDS),
  car_visibility_id: v.picklist(VISIBILITY_IDS),
  availability_date: v.nullable(isoDate),
  feature_message: v.nullable(v.string()),
  promo_messages: v.array(promotionSchema),
  initial_price: money,
  reduced_price: v.nullable(money),
  price: money,
  price_ron: money,
  /** Lowest monthly rate in lei at the panels' default terms, per person (financing/list-rate.ts). */
  monthly_rate_ron: v.object({ individual: v.nullable(money), company: v.nullable(money) }),
  location_id: id,
  manufacturer_id: id,
  model_id: id,
  transmission_id: id,
  fuel_id: id,
  pollution_norm_id: id,
  traction_id: id,
  color_id: id,
  car_body_id: id,
  manufacturer: named,
  model: named,
  color: v.object({ name: v.string(), code: v.string() }),
  fuel: named,
  transmission: named,
  traction: named,
  car_body: named,
  pollution_norm: named,
  location: v.object({ name: v.string(), link: mapLinkSchema() }),
  km_no: v.pipe(v.number(), v.integer(), v.minValue(0)),
  horsepower: v.pipe(v.number(), v.integer(), v.minValue(1)),
  first_registration: v.nullable(isoDate),
  profile_photo: storagePath,
});
export type CarSummary = v.InferOutput<typeof carSummarySchema>;
export const carListSchema = v.array(carSummarySchema);

const hours = v.nullable(
  v.object({
    start: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24)),
    end: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24)),
  }),
);

export const carLocationSchema = v.object({
  id,
  name: v.string(),
  link: mapLinkSchema(),
  address: v.string(),
  opening_hours: v.object({ weekday: hours, saturday: hours, sunday: hours, break: hours }),
  /** Live viewing bookings at this location (date, hour), today and later. */
  reservations: v.array(v.object({ date: isoDate, hour: v.number() })),
});

/** Most SKUs one batched detail read (GET /car-details) answers; the build asks for no more. */
export const MAX_CAR_DETAILS_PER_READ = 50;

export const carDetailSchema = v.object({
  ...carSummarySchema.entries,
  location: carLocationSchema,
  payment_info: paymentInfoSchema,
  disclaimer: v.nullable(v.string()),
  dealer: v.object({
    group: v.object({
      company_name: v.string(),
      reg_number: v.string(),
      cui: v.string(),
      address: v.string(),
    }),
  }),
  /** l/100 km; kWh/100 km for an electric car (catalog/fuel.ts `isElectric`). */
  combined_consumption: v.nullable(v.number()),
  /** An electric car's WLTP range in km, battery (usable, kWh) and AC and DC charging power (kW). */
  electric_range_km: v.nullable(v.number()),
  battery_capacity_kwh: v.nullable(v.number()),
  ac_charging_kw: v.nullable(v.number()),
  dc_charging_kw: v.nullable(v.number()),
  doors: v.number(),
  seats: v.number(),
  weight: v.nullable(v.number()),
  cylindrical_capacity: v.nullable(v.number()),
  co2_emissions: v.nullable(v.number()),
  chassis_series: v.nullable(v.string()),
  warranty_until: v.nullable(isoDate),
  warranty_features: v.nullable(v.string()),
  equipment: v.array(v.string()),
  equipment_list_pdf: v.nullable(storagePath),
  maintenance_history_pdf: v.nullable(storagePath),
  gallery: v.array(storagePath),
  product_360: v.nullable(storagePath),
});
export type CarDetail = v.InferOutput<typeof carDetailSchema>;

/** GET /cars/{sku}?tables=none: the detail without payment_info (its price tables). */
export const carFactsSchema = v.omit(carDetailSchema, ['payment_info']);
export type CarFacts = v.InferOutput<typeof carFactsSchema>;

export type Slider = v.InferOutput<typeof sliderSchema>;
export type Testimonial = v.InferOutput<typeof testimonialSchema>;
export type FaqCategory = v.InferOutput<typeof faqCategorySchema>;
export type StaticPage = v.InferOutput<typeof staticPageSchema>;
export type Settings = v.InferOutput<ReturnType<typeof settingsSchema>>;
export type Filters = v.InferOutput<typeof filtersSchema>;
export type County = v.InferOutput<typeof countySchema>;
export type City = v.InferOutput<typeof citySchema>;

/** Error body of every 4xx the API answers. */
export const apiErrorSchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string())),
});

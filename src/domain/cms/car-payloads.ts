/**
 * Bodies of the admin car endpoints, in the API's snake_case. Their fields are the read schema's
 * (carDetailSchema) less SERVER_CAR_FIELDS, checked by tsc below; the rules here are the editor's
 * (limits, Romanian reasons), stricter than the build's. Objects are strict, so a misspelt
 * field is a 422 naming it instead of an edit silently ignored. The offer columns (payment_info,
 * price, price_ron) are never sent: the server computes them from the prices.
 */
import * as v from 'valibot';
import { fill, roAdminApi as m } from '../../i18n/ro.ts';
import { storagePathSchema } from '../../lib/validation/urls.ts';
import { CATEGORY_IDS, type carDetailSchema, VISIBILITY_IDS } from '../cms-schemas.ts';
import { isoDateCheck } from '../date-check.ts';
import { SKU_PATTERN } from '../ids.ts';
import { choice, count, id, listOf, text } from './admin-rules.ts';

/** Above any car the shop sells; it keeps the offer engine's figures finite. */
export const MAX_PRICE_EUR = 10_000_000;

const sku = v.pipe(v.string(m.fieldSku), v.regex(SKU_PATTERN, m.fieldSku));
const isoDate = v.pipe(v.string(m.fieldDate), isoDateCheck(m.fieldDate));
const priceMessage = fill(m.fieldPrice, { max: MAX_PRICE_EUR });
const price = v.pipe(
  v.number(priceMessage),
  v.finite(priceMessage),
  v.gtValue(0, priceMessage),
  v.maxValue(MAX_PRICE_EUR, priceMessage),
);
/** A measured figure (kWh, kW, l) between `min` and `max`, decimals allowed. */
const figure = (min: number, max: number) =>
  v.pipe(
    v.number(fill(m.fieldRange, { min, max })),
    v.finite(fill(m.fieldRange, { min, max })),
    v.minValue(min, fill(m.fieldRange, { min, max })),
    v.maxValue(max, fill(m.fieldRange, { min, max })),
  );
const vin = v.pipe(v.string(m.fieldVin), v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, m.fieldVin));

/** Fields that may be null, with their schema. */
const nullableFields = {
  availability_date: isoDate,
  feature_message: text(200),
  reduced_price: price,
  disclaimer: text(5000),
  combined_consumption: v.pipe(
    v.number(fill(m.fieldRange, { min: 0, max: 100 })),
    v.minValue(0, fill(m.fieldRange, { min: 0, max: 100 })),
    v.maxValue(100, fill(m.fieldRange, { min: 0, max: 100 })),
  ),
  // An electric car's data (src/domain/catalog/fuel.ts): WLTP range, usable battery, AC and DC power.
  electric_range_km: count(1, 2000),
  battery_capacity_kwh: figure(1, 300),
  ac_charging_kw: figure(1, 50),
  dc_charging_kw: figure(1, 1000),
  weight: count(1, 10_000),
  cylindrical_capacity: count(1, 10_000),
  co2_emissions: count(0, 1000),
  chassis_series: vin,
  first_registration: isoDate,
  warranty_until: isoDate,
  warranty_features: text(2000),
  equipment_list_pdf: storagePathSchema('equipment_list_pdf'),
  maintenance_history_pdf: storagePathSchema('maintenance_history_pdf'),
  product_360: storagePathSchema('product_360'),
};

const requiredFields = {
  product_name: text(200),
  category_id: choice(CATEGORY_IDS),
  car_visibility_id: choice(VISIBILITY_IDS),
  initial_price: price,
  dealer: v.strictObject({
    group: v.strictObject({
      company_name: text(200),
      reg_number: text(50),
      cui: text(20),
      address: text(300),
    }),
  }),
  location_id: id,
  manufacturer_id: id,
  model_id: id,
  transmission_id: id,
  fuel_id: id,
  pollution_norm_id: id,
  traction_id: id,
  color_id: id,
  car_body_id: id,
  km_no: count(0, 2_000_000),
  doors: count(1, 9),
  seats: count(1, 9),
  horsepower: count(1, 2000),
  profile_photo: storagePathSchema('profile_photo'),
};

/**
 * A promotion: its kind (the rule src/domain/catalog/promotions.ts applies) and `name`, the label
 * shown. Whether the car can honour it is checked on the whole car (car-rules.ts).
 */
const promotion = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('free_delivery'), name: text(100) }),
    v.strictObject({ kind: v.literal('first_month_discount'), name: text(100), percent: count(1, 100) }),
    v.strictObject({ kind: v.literal('price_reduction'), name: text(100) }),
  ],
  m.promotionKind,
);

/** Lists, empty when missing on create. */
const listFields = {
  promo_messages: listOf(promotion, 10),
  equipment: listOf(text(200), 200),
  gallery: listOf(storagePathSchema('gallery'), 50),
};

type Entries = Record<string, v.GenericSchema>;

/** Every field nullable, null when missing. */
const nullableAll = <E extends Entries>(entries: E) =>
  Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [key, v.optional(v.nullable(schema), null)]),
  ) as {
    [K in keyof E]: v.OptionalSchema<v.NullableSchema<E[K], undefined>, null>;
  };

/**
 * The fields of carDetailSchema (cms-schemas.ts, what the site reads) that no editor writes: the
 * offer the server computes from the prices (payment_info, price, price_ron, monthly_rate_ron), the row's id, and the
 * lookups' names it joins in.
 */
export const SERVER_CAR_FIELDS = [
  'id',
  'payment_info',
  'price',
  'price_ron',
  'monthly_rate_ron',
  'manufacturer',
  'model',
  'color',
  'fuel',
  'transmission',
  'traction',
  'car_body',
  'pollution_norm',
  'location',
] as const satisfies readonly (keyof typeof carDetailSchema.entries)[];
type WritableCarField = Exclude<keyof typeof carDetailSchema.entries, (typeof SERVER_CAR_FIELDS)[number]>;

/**
 * The car's fields, declared once: POST /cars is this object; PATCH and a duplicate's overrides are
 * derived from it (omit the SKU, everything optional). Missing nullable fields are null and
 * missing lists empty on create.
 */
export const carCreateSchema = v.strictObject({
  sku,
  ...requiredFields,
  ...nullableAll(nullableFields),
  promo_messages: v.optional(listFields.promo_messages, []),
  equipment: v.optional(listFields.equipment, []),
  gallery: v.optional(listFields.gallery, []),
});

// A field the site reads must be written here, and nothing else: tsc fails on either drift.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const writesWhatTheSiteReads: SameKeys<keyof typeof carCreateSchema.entries, WritableCarField> = true;
void writesWhatTheSiteReads;

/** PATCH /cars/:sku and the `overrides` of a duplicate: any field but the SKU, at least one. */
export const carPatchSchema = v.pipe(
  v.partial(v.omit(carCreateSchema, ['sku'])),
  v.check((patch) => Object.keys(patch).length > 0, m.patchEmpty),
);

/** POST /cars copying an existing car's lookups and specs under a new SKU. */
export const carCloneSchema = v.strictObject({
  from_sku: sku,
  sku,
  overrides: v.optional(carPatchSchema),
});

export type CarPatch = v.InferOutput<typeof carPatchSchema>;
export type CarCreate = v.InferOutput<typeof carCreateSchema>;
export type CarClone = v.InferOutput<typeof carCloneSchema>;

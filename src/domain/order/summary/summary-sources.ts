/**
 * Where the summary's figures come from. Before the order exists (approval step 1) the terms are
 * the calculator's, kept in the browser stores by the car page, priced with the car's tables; once
 * it exists, the order read back from the API is the truth: its terms, its fee in lei, its stored
 * delivery and the payment_info it carries.
 */
import { type FeeFigures, orderFeeEur } from '../../business-figures.ts';
import type { CarDetail, PaymentInfo } from '../../cms-schemas.ts';
import { DEFAULT_FINANCING_PARAMS, type FinancingParams } from '../../financing/financing-params.ts';
import type { OrderReadBack } from '../order-read-back.ts';
import { type ReadBackTerms, termsFromReadBack, termsToStore } from '../order-terms.ts';
import type { SummaryCar, SummaryDelivery, SummaryInput } from './order-summary.ts';

/** The read-back fields the summary uses. */
const UNRECORDED: FinancingParams = { ...DEFAULT_FINANCING_PARAMS, residual: 0, range: 0 };

/** The calculator parameters an order was made with, as the pricing functions take them. */
export function paramsOf(order: ReadBackTerms): FinancingParams {
  return termsToStore(termsFromReadBack(order), UNRECORDED);
}

export type SummaryOrder = Parameters<typeof paramsOf>[0] &
  Pick<OrderReadBack, 'sku' | 'product_name' | 'data_preluare' | 'promotions'> & {
    readonly taxa_rezervare: number;
    readonly taxa_rezervare_ron: number;
  };

function carOf(sku: string, name: string, car: Pick<CarDetail, 'profile_photo'> | null): SummaryCar {
  return { name, sku, photo: car?.profile_photo ?? null };
}

/**
 * Approval step 1, before the contact form creates the order: the fee in EUR is the setting the
 * site was built with (`fees`), the lei follow once the order exists.
 */
export function summaryFromStores(
  params: FinancingParams,
  pickupDate: string | null,
  sku: string,
  car: CarDetail | null,
  fees: FeeFigures,
): SummaryInput {
  return {
    car: carOf(sku, car?.product_name ?? sku, car),
    terms: { ...params, pickupDate },
    paymentInfo: car?.payment_info ?? null,
    fee: { eur: orderFeeEur(params.type, fees), ron: null },
    delivery: { kind: 'undecided' },
    promotions: car?.promo_messages ?? [],
  };
}

/** Any step once the order exists; `paymentInfo` is the order's own (parsed) payment_info. */
export function summaryFromOrder(
  order: SummaryOrder,
  paymentInfo: PaymentInfo | null,
  /** Only its photo is read: the order carries its own terms (GET /cars/{sku}?tables=none will do). */
  car: Pick<CarDetail, 'profile_photo'> | null,
  delivery: SummaryDelivery,
): SummaryInput {
  const { taxa_rezervare: eur, taxa_rezervare_ron: ron } = order;
  return {
    car: carOf(order.sku, order.product_name, car),
    terms: { ...paramsOf(order), pickupDate: order.data_preluare },
    paymentInfo,
    fee: { eur, ron },
    delivery,
    // The order's own: the terms it was placed with, whatever the car carries now.
    promotions: order.promotions,
  };
}

/** The delivery a paid-for step finds stored: home delivery with its cost, otherwise the free pickup. */
export function storedDelivery(order: {
  readonly delivery_type: 1 | 2 | null;
  readonly taxa_livrare: number | null;
}): SummaryDelivery {
  return order.delivery_type === 2 ? { kind: 'home', total: order.taxa_livrare } : { kind: 'pickup' };
}

/**
 * What a car's promotions mean for its prices and fees (issue 31.2). A promotion is a rule the
 * prices apply, never a bare label: the checkout and the server's delivery handler (free
 * delivery), the order summary, the offer PDF and the contract (first-month discount) and the
 * admin API (which promotions a car may carry) all ask here, so a tag on a car is what the
 * shopper is charged and what the documents say.
 */
import type { Promotion } from '../cms-schemas.ts';
import { roundMoney } from '../money.ts';

type Promotions = readonly Promotion[];

/** The free-delivery promotion, null without one: with it home delivery costs nothing. */
export const freeDelivery = (promotions: Promotions): Promotion | null =>
  promotions.find((promotion) => promotion.kind === 'free_delivery') ?? null;

export const hasFreeDelivery = (promotions: Promotions): boolean => freeDelivery(promotions) !== null;

export interface FirstMonthPrice {
  readonly percent: number;
  /** What the discount takes off the monthly price (same currency and VAT basis). */
  readonly discount: number;
  /** The first month's price. */
  readonly price: number;
}

/**
 * The first month of a subscription under a first-month discount; null without one. `monthly` is
 * the price as shown to the person (companies without VAT), so the discount is on the same basis.
 * @example firstMonthPrice(499, [{ kind: 'first_month_discount', name: '', percent: 50 }])
 *   // { percent: 50, discount: 249.5, price: 249.5 }
 */
export function firstMonthPrice(monthly: number, promotions: Promotions): FirstMonthPrice | null {
  const promotion = promotions.find((candidate) => candidate.kind === 'first_month_discount');
  if (!promotion) return null;
  const discount = roundMoney((monthly * promotion.percent) / 100);
  return { percent: promotion.percent, discount, price: roundMoney(monthly - discount) };
}

export interface PromotedCar {
  /** Category 1: the car is offered by subscription, not financed. */
  readonly subscription: boolean;
  /** reduced_price is set (and below initial_price). */
  readonly reducedPrice: boolean;
}

export type PromotionMismatch =
  /** A first month is a subscription's: a credit's instalments are the loan's. */
  | 'subscriptionOnly'
  /**
   * A price reduction is shown as the selling price below the struck initial one, which a
   * subscription's price block does not show (the reduction is in its monthly prices already).
   */
  | 'financingOnly'
  /** The reduction's amount is the car's reduced_price; without one there is nothing to apply. */
  | 'needsReducedPrice'
  /** Two promotions of one kind: which one applies would be a guess. */
  | 'repeated';

/**
 * Why a car cannot carry these promotions, the first one that does not apply; null when all do.
 * @example promotionMismatch([{ kind: 'price_reduction', name: 'Pret promotional' }],
 *   { subscription: false, reducedPrice: false }) // 'needsReducedPrice'
 */
export function promotionMismatch(promotions: Promotions, car: PromotedCar): PromotionMismatch | null {
  const seen = new Set<Promotion['kind']>();
  for (const promotion of promotions) {
    if (seen.has(promotion.kind)) return 'repeated';
    seen.add(promotion.kind);
    if (promotion.kind === 'first_month_discount' && !car.subscription) return 'subscriptionOnly';
    if (promotion.kind === 'price_reduction') {
      if (car.subscription) return 'financingOnly';
      if (!car.reducedPrice) return 'needsReducedPrice';
    }
  }
  return null;
}

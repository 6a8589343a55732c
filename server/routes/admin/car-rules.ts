/**
 * Rules a car must satisfy as a whole, checked on the merged result of an edit (a patch of the
 * reduced price alone must still stay below the stored initial price).
 */
import { type PromotionMismatch, promotionMismatch } from '../../../src/domain/catalog/promotions.ts';
import type { Promotion } from '../../../src/domain/cms-schemas.ts';
import { roAdminApi } from '../../../src/i18n/ro.ts';
import type { FieldErrors } from '../../http/errors.ts';

export const COMING_SOON = 5;

export interface CarPricing {
  categoryId: number;
  initialPrice: number;
  reducedPrice: number | null;
  carVisibilityId: number;
  availabilityDate: string | null;
  promoMessages: readonly Promotion[];
}

const SUBSCRIPTION_CATEGORY = 1;

const promotionMessages: Record<PromotionMismatch, string> = {
  subscriptionOnly: roAdminApi.promotionSubscriptionOnly,
  financingOnly: roAdminApi.promotionFinancingOnly,
  needsReducedPrice: roAdminApi.promotionNeedsReducedPrice,
  repeated: roAdminApi.promotionRepeated,
};

export function carRuleErrors(car: CarPricing): FieldErrors {
  const errors: FieldErrors = {};
  if (car.reducedPrice !== null && car.reducedPrice >= car.initialPrice) {
    errors.reduced_price = roAdminApi.reducedAboveInitial;
  }
  // The site shows "available from" for visibility 5; without a date it would have nothing to show.
  if (car.carVisibilityId === COMING_SOON && car.availabilityDate === null) {
    errors.availability_date = roAdminApi.availabilityRequired;
  }
  // A promotion the car's prices cannot apply would be advertised and not given (issue 31.2).
  const mismatch = promotionMismatch(car.promoMessages, {
    subscription: car.categoryId === SUBSCRIPTION_CATEGORY,
    reducedPrice: car.reducedPrice !== null && car.reducedPrice < car.initialPrice,
  });
  if (mismatch) errors.promo_messages = promotionMessages[mismatch];
  return errors;
}

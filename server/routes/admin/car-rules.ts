/**
 * Rules a car must satisfy as a whole, checked on the merged result of an edit (a patch of the
 * reduced price alone must still stay below the stored initial price).
 */
import { roAdminApi } from '../../../src/i18n/ro.ts';
import type { FieldErrors } from '../../http/errors.ts';

export const COMING_SOON = 5;

export interface CarPricing {
  initialPrice: number;
  reducedPrice: number | null;
  carVisibilityId: number;
  availabilityDate: string | null;
}

export function carRuleErrors(car: CarPricing): FieldErrors {
  const errors: FieldErrors = {};
  if (car.reducedPrice !== null && car.reducedPrice >= car.initialPrice) {
    errors.reduced_price = roAdminApi.reducedAboveInitial;
  }
  // The site shows "available from" for visibility 5; without a date it would have nothing to show.
  if (car.carVisibilityId === COMING_SOON && car.availabilityDate === null) {
    errors.availability_date = roAdminApi.availabilityRequired;
  }
  return errors;
}

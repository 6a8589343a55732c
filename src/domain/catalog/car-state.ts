/**
 * What a picked car's state is now, in words (favourites, comparison): in stock, reserved, coming
 * (with its date), or no longer offered (hidden, or unknown to the shop).
 */

import { fill, roCarPicks } from '../../i18n/ro.ts';
import type { CarSummary } from '../cms-schemas.ts';
import { formatDate } from '../format.ts';

export type CarState = 'in_stock' | 'reserved' | 'soon' | 'gone';

export function carStateOf(car: Pick<CarSummary, 'car_visibility_id'> | null): CarState {
  if (car === null) return 'gone';
  if (car.car_visibility_id === 2) return 'in_stock';
  if (car.car_visibility_id === 4) return 'reserved';
  if (car.car_visibility_id === 5) return 'soon';
  return 'gone';
}

export function carStateText(
  car: Pick<CarSummary, 'car_visibility_id' | 'availability_date'> | null,
): string {
  const t = roCarPicks;
  switch (carStateOf(car)) {
    case 'in_stock':
      return t.stateInStock;
    case 'reserved':
      return t.stateReserved;
    case 'soon':
      return car?.availability_date
        ? fill(t.stateSoon, { date: formatDate(car.availability_date) })
        : t.stateSoonUndated;
    default:
      return t.stateGone;
  }
}

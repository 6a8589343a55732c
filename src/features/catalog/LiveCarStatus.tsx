/**
 * The car page's status line ('Masina a fost deja rezervata...', 'Disponibila din ...'), first as
 * built, then as the live API says: a car reserved after the build reads reserved at once.
 */
import { useEffect } from 'react';
import { refreshLiveVisibility, useLiveVisibility } from './live-visibility.ts';
import { type CarRules, visibilityMessage } from './visibility.ts';

export interface LiveCarStatusProps {
  readonly car: CarRules;
}

export function LiveCarStatus({ car }: LiveCarStatusProps) {
  const visibility = useLiveVisibility(car.sku, car.car_visibility_id);
  useEffect(() => {
    void refreshLiveVisibility(car.sku);
  }, [car.sku]);
  const message = visibilityMessage({
    ...car,
    car_visibility_id: visibility,
  });
  return message === null ? null : (
    <p className="car-page__status" role="status">
      {message}
    </p>
  );
}

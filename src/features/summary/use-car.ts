/**
 * The car of the summary (photo, name and, before an order exists, its price tables), read once
 * per sku. A car that cannot be read leaves the summary without photo and rate, never blank.
 */
import { useEffect, useState } from 'react';
import type { CarDetail } from '../../domain/cms-schemas.ts';
import { fetchCar } from '../checkout/checkout-api.ts';

export function useCar(sku: string | null): CarDetail | null {
  const [loaded, setLoaded] = useState<{ readonly sku: string; readonly car: CarDetail | null } | null>(null);
  useEffect(() => {
    if (sku === null) return;
    let current = true;
    fetchCar(sku).then((car) => {
      if (current) setLoaded({ sku, car });
    });
    return () => {
      current = false;
    };
  }, [sku]);
  return loaded?.sku === sku ? loaded.car : null;
}

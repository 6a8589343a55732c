/**
 * The current state of the cars a shopper picked (favourites, comparison): one batched read of
 * GET /car-details, each car checked on its own, so a car the shop no longer has (or one that
 * fails its schema) is "gone" rather than breaking the page.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { type CarDetail, carDetailSchema } from '../../domain/cms-schemas.ts';
import { unpackCarTables } from '../../domain/financing/payment-info-codec.ts';
import { getJson } from '../../lib/api/browser-client.ts';

export type PickedCars =
  | { readonly kind: 'loading' }
  /** Network or server trouble: the page offers a retry. */
  | { readonly kind: 'failed' }
  /** Each picked SKU → its car, or null when the shop does not offer it any more. */
  | { readonly kind: 'ready'; readonly cars: ReadonlyMap<string, CarDetail | null> };

function readCar(raw: unknown): CarDetail | null {
  try {
    unpackCarTables(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(carDetailSchema, raw);
  return parsed.success ? parsed.output : null;
}

export async function fetchPickedCars(skus: readonly string[]): Promise<PickedCars> {
  if (skus.length === 0) return { kind: 'ready', cars: new Map() };
  const result = await getJson(`/car-details?skus=${skus.map(encodeURIComponent).join(',')}&tables=packed`);
  if (!result.ok || !Array.isArray(result.data)) return { kind: 'failed' };
  const found = new Map<string, CarDetail>();
  for (const raw of result.data) {
    const car = readCar(raw);
    if (car) found.set(car.sku, car);
  }
  return { kind: 'ready', cars: new Map(skus.map((sku) => [sku, found.get(sku) ?? null])) };
}

/** The picked cars' state, read again when the list changes or `retry` is called. */
export function usePickedCars(skus: readonly string[]): { cars: PickedCars; retry: () => void } {
  const [cars, setCars] = useState<PickedCars>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = skus.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry's trigger.
  useEffect(() => {
    let current = true;
    setCars({ kind: 'loading' });
    void fetchPickedCars(key === '' ? [] : key.split(',')).then((answer) => {
      if (current) setCars(answer);
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { cars, retry: () => setAttempt((value) => value + 1) };
}

/**
 * Loads the order and its car for a checkout page. The car is only decoration (photo, equipment
 * list): when it cannot be read the order still shows.
 */
import { useEffect, useState } from 'react';
import type { CarFacts } from '../../domain/cms-schemas.ts';
import type { OrderReadBack } from '../../domain/order/order-read-back.ts';
import { fetchCarFacts, fetchOrder } from './checkout-api.ts';

export type CheckoutOrderState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'unreachable' }
  | { readonly status: 'found'; readonly order: OrderReadBack; readonly car: CarFacts | null };

/** `uuid` null (no order in the address) reads as a missing order; `enabled` false waits. */
export function useCheckoutOrder(uuid: string | null, enabled = true): CheckoutOrderState {
  const [state, setState] = useState<CheckoutOrderState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    if (uuid === null) {
      setState({ status: 'missing' });
      return;
    }
    let current = true;
    (async () => {
      const lookup = await fetchOrder(uuid);
      if (lookup.kind !== 'found') {
        if (current) setState({ status: lookup.kind });
        return;
      }
      const car = await fetchCarFacts(lookup.order.sku);
      if (current) setState({ status: 'found', order: lookup.order, car });
    })();
    return () => {
      current = false;
    };
  }, [uuid, enabled]);
  return state;
}

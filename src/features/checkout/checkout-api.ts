/**
 * The checkout's calls to the CMS API (spec section 7). Every answer becomes a small value the
 * islands switch on; the islands never see a Response or a thrown error.
 */
import * as v from 'valibot';
import { getJson, postJson } from '../../lib/api/browser-client.ts';
import { createCmsClient } from '../../lib/cms/client.ts';
import type { CarDetail } from '../../lib/cms/schemas.ts';
import { browserCmsUrl } from '../../lib/site-config.ts';
import { type CheckoutOrder, parseCheckoutOrder } from './checkout-order.ts';
import type { Delivery } from './delivery-schema.ts';

export type OrderLookup =
  | { readonly kind: 'found'; readonly order: CheckoutOrder }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unreachable' };

export async function fetchOrder(uuid: string): Promise<OrderLookup> {
  const result = await getJson(`/client-order/${encodeURIComponent(uuid)}`);
  if (!result.ok) return result.kind === 'network' ? { kind: 'unreachable' } : { kind: 'missing' };
  const order = parseCheckoutOrder(result.data);
  return order ? { kind: 'found', order } : { kind: 'missing' };
}

/** The car's photo and equipment list; null when the car cannot be read (the page still works). */
export async function fetchCar(sku: string): Promise<CarDetail | null> {
  try {
    return await createCmsClient(browserCmsUrl()).car(sku);
  } catch {
    return null;
  }
}

/** POST /client-order/request-contact; true once the server stored it. */
export async function requestContact(orderCode: string, idempotencyKey: string): Promise<boolean> {
  const result = await postJson(
    '/client-order/request-contact',
    { order_code: orderCode },
    { idempotencyKey },
  );
  return result.ok;
}

/**
 * POST /client-order/delivery with the parsed home-delivery body, terms included: the server
 * checks the same delivery schema. True once stored.
 */
export async function saveDelivery(delivery: Delivery, idempotencyKey: string): Promise<boolean> {
  const result = await postJson('/client-order/delivery', delivery, { idempotencyKey });
  return result.ok;
}

export type CheckoutToken =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'unreachable' };

/** The provider's literal answer for an order that cannot be paid. */
export const INVALID_TOKEN = 'invalid';
/** The API's answer when no card provider is configured: online payment is off for now. */
export const UNAVAILABLE_TOKEN = 'unavailable';

/** GET /payments?order_code= → `{ token }`: the open checkout's token, 'invalid' or 'unavailable'. */
export async function fetchCheckoutToken(orderCode: string): Promise<CheckoutToken> {
  const result = await getJson(`/payments?${new URLSearchParams({ order_code: orderCode })}`);
  if (!result.ok) return result.kind === 'network' ? { kind: 'unreachable' } : { kind: 'invalid' };
  const token = v.safeParse(tokenSchema, result.data);
  if (!token.success || token.output.token === INVALID_TOKEN) return { kind: 'invalid' };
  if (token.output.token === UNAVAILABLE_TOKEN) return { kind: 'unavailable' };
  return { kind: 'token', token: token.output.token };
}

const tokenSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()) });
const statusSchema = v.object({ payment_status: v.string() });

/**
 * GET /payments/complete?id= → the payment_status; null when it could not be read (network, an
 * unknown id): the result page keeps its placeholder and asks again on the next poll.
 */
export async function fetchPaymentStatus(paymentId: string): Promise<string | null> {
  const result = await getJson(`/payments/complete?${new URLSearchParams({ id: paymentId })}`);
  if (!result.ok) return null;
  const parsed = v.safeParse(statusSchema, result.data);
  return parsed.success ? parsed.output.payment_status : null;
}

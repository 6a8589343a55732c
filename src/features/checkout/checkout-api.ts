/**
 * The checkout's calls to the CMS API (spec section 7). Every answer becomes a small value the
 * islands switch on; the islands never see a Response or a thrown error.
 */
import * as v from 'valibot';
import type { CarDetail, CarFacts } from '../../domain/cms-schemas.ts';
import type { Delivery } from '../../domain/forms/delivery-schema.ts';
import { type OrderReadBack, parseOrderReadBack } from '../../domain/order/order-read-back.ts';
import { browserCmsUrl } from '../../domain/site/site-config.ts';
import { getJson, postJson } from '../../lib/api/browser-client.ts';
import { createCmsClient } from '../../lib/cms/client.ts';

export type OrderLookup =
  | { readonly kind: 'found'; readonly order: OrderReadBack }
  | { readonly kind: 'missing' }
  | { readonly kind: 'unreachable' };

export async function fetchOrder(uuid: string): Promise<OrderLookup> {
  const result = await getJson(`/client-order/${encodeURIComponent(uuid)}`);
  if (!result.ok) return result.kind === 'network' ? { kind: 'unreachable' } : { kind: 'missing' };
  const order = parseOrderReadBack(result.data);
  return order ? { kind: 'found', order } : { kind: 'missing' };
}

/** The car with its price tables (the summary before an order exists); null when it cannot be read. */
export async function fetchCar(sku: string): Promise<CarDetail | null> {
  try {
    return await createCmsClient(browserCmsUrl()).car(sku);
  } catch {
    return null;
  }
}

/**
 * The car's photo and equipment list, without its price tables (the order carries its own terms);
 * null when the car cannot be read (the page still works).
 */
export async function fetchCarFacts(sku: string): Promise<CarFacts | null> {
  try {
    return await createCmsClient(browserCmsUrl()).carFacts(sku);
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

/** What Stripe's Payment Element needs, when Stripe takes the payment (GET /payments). */
export interface StripeCheckout {
  readonly publishableKey: string;
  readonly clientSecret: string;
  /** Our payment's id: Stripe's return address is its result page. */
  readonly paymentId: string;
}

export type CheckoutToken =
  /** stripe: the Payment Element's parameters; absent: the sandbox widget. */
  | { readonly kind: 'token'; readonly token: string; readonly stripe?: StripeCheckout }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'unavailable' }
  /** Another paid order reserved the car since this order started. */
  | { readonly kind: 'car_reserved' }
  /** The order is paid already: nothing to charge. */
  | { readonly kind: 'paid' }
  /** Not approved yet, or a subscription's contract not signed yet: the payment step says which. */
  | { readonly kind: 'not_payable' }
  /** Cancelled by the customer, or its unpaid reservation released: it can no longer be paid. */
  | { readonly kind: 'closed' }
  /** No such order. */
  | { readonly kind: 'missing' }
  | { readonly kind: 'unreachable' };

/** The provider's literal answer for an order that cannot be paid. */
export const INVALID_TOKEN = 'invalid';
/** The API's answer when no card provider is configured: online payment is off for now. */
export const UNAVAILABLE_TOKEN = 'unavailable';

/** The API's reason when the car went to another paid order (checkout and payment status). */
const CAR_RESERVED = 'car_reserved';

/** The API's reasons for an 'invalid' checkout, as the page tells them apart. */
const REFUSALS: Readonly<Record<string, CheckoutToken>> = {
  [CAR_RESERVED]: { kind: 'car_reserved' },
  paid: { kind: 'paid' },
  closed: { kind: 'closed' },
  not_approved: { kind: 'not_payable' },
  not_signed: { kind: 'not_payable' },
  not_found: { kind: 'missing' },
};

/** GET /payments?order_code= → `{ token, reason? }`: the open checkout's token, 'invalid' or 'unavailable'. */
export async function fetchCheckoutToken(orderCode: string): Promise<CheckoutToken> {
  const result = await getJson(`/payments?${new URLSearchParams({ order_code: orderCode })}`);
  if (!result.ok) return result.kind === 'network' ? { kind: 'unreachable' } : { kind: 'invalid' };
  const token = v.safeParse(tokenSchema, result.data);
  if (!token.success) return { kind: 'invalid' };
  const { reason } = token.output;
  if (token.output.token === INVALID_TOKEN || reason === CAR_RESERVED) {
    return (reason !== undefined && REFUSALS[reason]) || { kind: 'invalid' };
  }
  if (token.output.token === UNAVAILABLE_TOKEN) return { kind: 'unavailable' };
  const { provider, publishable_key, client_secret, payment_id } = token.output;
  if (provider !== 'stripe') return { kind: 'token', token: token.output.token };
  // A Stripe answer without its parameters cannot show a card form.
  if (!publishable_key || !client_secret || !payment_id) return { kind: 'invalid' };
  return {
    kind: 'token',
    token: token.output.token,
    stripe: { publishableKey: publishable_key, clientSecret: client_secret, paymentId: payment_id },
  };
}

const tokenSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  reason: v.optional(v.string()),
  provider: v.optional(v.string()),
  publishable_key: v.optional(v.string()),
  client_secret: v.optional(v.string()),
  payment_id: v.optional(v.string()),
});
const statusSchema = v.object({
  payment_status: v.string(),
  reason: v.optional(v.string()),
  refund: v.optional(v.picklist(['pending', 'succeeded', 'failed'])),
});

/**
 * A payment refused because another order took the car: `none` when no money was taken (the
 * sandbox decides before the card is charged), `returned` when the card provider took it and the
 * refund went (or is going) through, `owed` when the automatic refund failed and staff give it back.
 */
export type CarReservedRefund = 'none' | 'returned' | 'owed';

/** The result page's reading of a payment: its status, or why there is none. */
export type PaymentStatusAnswer =
  | {
      readonly kind: 'status';
      readonly status: string;
      readonly carReserved: boolean;
      readonly refund: CarReservedRefund;
    }
  /** 404: no such payment; asking again will not change that. */
  | { readonly kind: 'missing' }
  /** Network or server trouble, or an answer that could not be read: ask again later. */
  | { readonly kind: 'unreadable' };

/** GET /payments/complete?id= → `{ payment_status, reason? }`. */
export function fetchPaymentStatus(paymentId: string): Promise<PaymentStatusAnswer> {
  return fetchStatus(new URLSearchParams({ id: paymentId }));
}

/**
 * GET /payments/complete?order_code= → the order's payment state when no payment id is known:
 * 'success' once paid, otherwise its latest attempt's status, or 'none'; 404 for an unknown order.
 */
export function fetchOrderPaymentStatus(orderCode: string): Promise<PaymentStatusAnswer> {
  return fetchStatus(new URLSearchParams({ order_code: orderCode }));
}

async function fetchStatus(query: URLSearchParams): Promise<PaymentStatusAnswer> {
  const result = await getJson(`/payments/complete?${query}`);
  if (!result.ok)
    return result.kind !== 'network' && result.status === 404 ? { kind: 'missing' } : { kind: 'unreadable' };
  const parsed = v.safeParse(statusSchema, result.data);
  if (!parsed.success) return { kind: 'unreadable' };
  return {
    kind: 'status',
    status: parsed.output.payment_status,
    carReserved: parsed.output.reason === CAR_RESERVED,
    refund: refundOf(parsed.output.refund),
  };
}

function refundOf(state: 'pending' | 'succeeded' | 'failed' | undefined): CarReservedRefund {
  if (state === undefined) return 'none';
  return state === 'failed' ? 'owed' : 'returned';
}

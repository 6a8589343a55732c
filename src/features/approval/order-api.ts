/**
 * The wizard's calls to the order API (spec section 7). Every answer is a value: the forms tell
 * refused fields, server failures and an unreachable server apart (see browser-client.ts).
 */
import * as v from 'valibot';
import type { ReviewRequest } from '../../domain/forms/review-schema.ts';
import {
  type OrderReadBack,
  parseOrderReadBack,
  type ReviewAnswer,
  reviewAnswerSchema,
} from '../../domain/order/order-read-back.ts';
import { type ApiResult, getJson, postJson, putJson } from '../../lib/api/browser-client.ts';

const ORDER_PATH = '/client-order';

export type OrderAnswer = { readonly ok: true; readonly order: OrderReadBack } | { readonly ok: false };

export async function fetchOrder(uuid: string): Promise<OrderAnswer> {
  const result = await getJson(`${ORDER_PATH}/${encodeURIComponent(uuid)}`);
  if (!result.ok) return { ok: false };
  const order = parseOrderReadBack(result.data);
  return order ? { ok: true, order } : { ok: false };
}

/** POST /client-order; the answer body is the new order's uuid (a JSON string or `{ uuid }`). */
export async function createOrder(body: Record<string, unknown>, idempotencyKey: string) {
  const result = await postJson(ORDER_PATH, body, { idempotencyKey });
  if (!result.ok) return result;
  const uuid = orderUuidOf(result.data);
  return uuid
    ? { ...result, uuid }
    : { ok: false as const, kind: 'server' as const, status: 500, message: '' };
}

export function orderUuidOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null && 'uuid' in data && typeof data.uuid === 'string') {
    return data.uuid;
  }
  return null;
}

export function updateOrder(uuid: string, body: Record<string, unknown>): Promise<ApiResult> {
  return putJson(`${ORDER_PATH}/${encodeURIComponent(uuid)}`, body);
}

export function requestContact(uuid: string): Promise<ApiResult> {
  return postJson(`${ORDER_PATH}/request-contact`, { order_code: uuid });
}

/** POST /client-order/{uuid}/review: the stored review (its dates) once the server has it. */
export async function requestReview(
  uuid: string,
  body: ReviewRequest,
): Promise<{ readonly ok: true; readonly review: ReviewAnswer } | Exclude<ApiResult, { ok: true }>> {
  const result = await postJson(`${ORDER_PATH}/${encodeURIComponent(uuid)}/review`, body);
  if (!result.ok) return result;
  const parsed = v.safeParse(reviewAnswerSchema, result.data);
  return parsed.success
    ? { ok: true, review: parsed.output }
    : { ok: false, kind: 'server', status: 500, message: '' };
}
